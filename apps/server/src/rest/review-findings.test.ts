import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDING_MESSAGES, HTTP_MESSAGES } from '@sponsorly/shared';
import { bearer } from '../testing/accounts';
import { acceptLatest, dayFromNow, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { multipart } from '../testing/pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'review-findings-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(300, 32), Buffer.from('\n%%EOF')]);

async function fundedDeal(): Promise<{ id: string; reel: string }> {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  return { id, reel: funded.json().deal.work.deliverables[0].id as string };
}
const uploadDraft = (id: string, reel: string, file: { name: string; bytes: Buffer }, note = '') => {
  const body = multipart([
    { name: 'note', value: note },
    { name: 'file', file: { name: file.name, type: 'application/octet-stream', bytes: file.bytes } },
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/deals/${id}/deliverables/${reel}/submissions`,
    headers: { ...bearer(creator.sessionToken), ...body.headers },
    payload: body.payload,
  });
};
const filesOf = (id: string) => server.database.db.selectFrom('deal_files').selectAll().where('deal_id', '=', id).execute();

describe('a draft’s note', () => {
  it('is checked the same way with a file as with a link: control characters are 400 on the note, nothing kept', async () => {
    const { id, reel } = await fundedDeal();
    const note = 'Here it is\u0007 with a bell';
    const withFile = await uploadDraft(id, reel, { name: 'take.png', bytes: PNG }, note);
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().fields).toEqual({ note: HTTP_MESSAGES.controlCharacters });
    expect(await filesOf(id)).toEqual([]);
    const withLink = await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, {
      url: 'https://drive.example.com/take',
      note,
    });
    expect(withLink.statusCode).toBe(400);
    expect(withLink.json().fields).toEqual({ note: HTTP_MESSAGES.controlCharacters });
    const deal = (await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal;
    expect(deal.work.deliverables[0].submissions).toEqual([]);
    // Line breaks are a note's own, by either door.
    const fine = await uploadDraft(id, reel, { name: 'take.png', bytes: PNG }, 'Two lines:\nthe cut and the cover.');
    expect(fine.statusCode).toBe(201);
    expect(fine.json().deal.work.deliverables[0].submissions[0].note).toBe('Two lines:\nthe cut and the cover.');
  });
});

describe('a stored file’s name', () => {
  it('takes its extension from the type told from its bytes, not from the name it was sent with', async () => {
    const { id, reel } = await fundedDeal();
    const sent = await uploadDraft(id, reel, { name: 'invoice.html', bytes: PNG });
    expect(sent.statusCode).toBe(201);
    const file = sent.json().deal.work.deliverables[0].submissions[0].file;
    expect(file).toMatchObject({ name: 'invoice.png', content_type: 'image/png' });
    const got = await call('GET', `/api/deals/${id}/files/${file.id}`, brand.sessionToken);
    expect(got.headers['content-disposition']).toContain('filename="invoice.png"');

    const other = await fundedDeal();
    const noExtension = await uploadDraft(other.id, other.reel, { name: 'final cut', bytes: PDF });
    expect(noExtension.json().deal.work.deliverables[0].submissions[0].file.name).toBe('final cut.pdf');
  });
});

describe('resuming a dispute', () => {
  async function disputeId() {
    const { id, reel } = await fundedDeal();
    await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, {
      url: 'https://drive.example.com/reel',
    });
    expect(
      (await call('POST', `/api/deals/${id}/disputes`, brand.sessionToken, { reason: 'Not the brief.', evidence: [] }))
        .statusCode,
    ).toBe(201);
    const row = await server.database.db
      .selectFrom('deal_disputes')
      .select('id')
      .where('deal_id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, reel, disputeId: row.id };
  }
  const resume = (disputeId: string, reel: string, dueDate: string) =>
    call('POST', `/api/admin/disputes/${disputeId}/resolve`, admin.sessionToken, {
      outcome: 'resume',
      due_dates: [{ deliverable_id: reel, due_date: dueDate }],
      note: 'Film it again.',
    });

  it('needs new due dates that are real dates after today: 400 otherwise, and the dispute stays open', async () => {
    const { id, reel, disputeId: dispute } = await disputeId();
    const year = Number(dayFromNow(server, 400).slice(0, 4));
    for (const date of [`${year}-02-30`, `${year}-13-01`, dayFromNow(server, 0), dayFromNow(server, -1)]) {
      const refused = await resume(dispute, reel, date);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().message).toBe(ENDING_MESSAGES.dueDateNotFuture);
    }
    expect((await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal.status).toBe('disputed');
    const tomorrow = dayFromNow(server, 1);
    const resumed = await resume(dispute, reel, tomorrow);
    expect(resumed.statusCode).toBe(200);
    const deal = (await call('GET', `/api/deals/${id}`, creator.sessionToken)).json().deal;
    expect(deal.status).toBe('in_progress');
    expect(deal.work.deliverables[0].due_date).toBe(tomorrow);
  });
});
