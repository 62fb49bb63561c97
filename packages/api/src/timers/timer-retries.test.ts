import { DEAL_DURATIONS } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { ADMIN_EMAIL, castOfDeals, makeOffer, type Cast } from '../deals/deal-test-fixtures';
import { TIMER_RETRY_DELAYS } from './timer-retries';
import { createTimerWorker, type TimerWorker } from './timer-worker';

let deps: TestDeps;
let cast: Cast;
let timers: TimerWorker;
const log: string[] = [];
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
  timers = createTimerWorker(deps, (line) => log.push(line));
  // A row the database refuses to change, as a constraint or a bad row would: any step on it throws.
  await sql`create table refused_rows (id text primary key)`.execute(deps.db);
  await sql`create function refuse_listed_rows() returns trigger language plpgsql as $$
    begin if exists (select 1 from refused_rows where id = old.id::text) then raise exception 'row refused'; end if; return new; end $$`.execute(
    deps.db,
  );
  for (const table of ['deals', 'campaigns'])
    await sql`create trigger ${sql.id(`refuse_listed_${table}`)} before update on ${sql.id(table)} for each row execute function refuse_listed_rows()`.execute(
      deps.db,
    );
});
afterAll(async () => {
  await timers.stop();
  await deps.close();
});

const refuse = (...ids: string[]) =>
  sql`insert into refused_rows values ${sql.join(ids.map((id) => sql`(${id})`))}`.execute(deps.db);
const accept = (id: string) => sql`delete from refused_rows where id = ${id}`.execute(deps.db);

const statusOf = async (id: string) =>
  (await deps.db.selectFrom('deals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const eventsOf = async (id: string) =>
  (
    await deps.db.selectFrom('deal_events').select(['actor_role', 'action']).where('deal_id', '=', id).orderBy('id').execute()
  ).map((e) => `${e.actor_role} ${e.action}`);
const retryOf = (kind: string, rowId: string) =>
  deps.db
    .selectFrom('timer_retries')
    .select(['attempts', 'next_attempt_at', 'last_error'])
    .where('kind', '=', kind)
    .where('row_id', '=', rowId)
    .executeTakeFirst();
const logOf = (rowId: string) => log.filter((line) => line.includes(rowId));
const inMs = (ms: number) => new Date(deps.now().getTime() + ms);

async function dueCampaigns(count: number, deadline: Date): Promise<string[]> {
  const rows = await deps.db
    .insertInto('campaigns')
    .values(
      Array.from({ length: count }, (_, i) => ({
        brand_id: cast.brand.id,
        title: `Spring ${i}`,
        status: 'open',
        application_deadline: deadline,
        created_at: deps.now(),
        updated_at: deps.now(),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
const campaignStatus = async (id: string) =>
  (await deps.db.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('a timer row that fails', () => {
  it('does not stop the rows after it in its batch, nor the other timers of the round; it is logged and kept for later', async () => {
    const bad = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(1);
    const good = [await makeOffer(deps, cast.brand, cast.creator.id), await makeOffer(deps, cast.brand, cast.creator.id)];
    await refuse(bad.id);
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs);
    const [campaign] = await dueCampaigns(1, deps.now());

    // The bad offer is first in its batch; the two after it expire, and the campaigns' timer, later in the round, runs.
    expect(await timers.runDueTimers()).toMatchObject({ expiredOffers: 2, closedCampaigns: 1 });
    expect(await statusOf(bad.id)).toBe('offered');
    for (const deal of good) expect(await statusOf(deal.id)).toBe('expired');
    expect(await campaignStatus(campaign!)).toBe('closed');

    // One line with the timer and the row, the error's message and no stack; the next attempt kept in the database.
    const retryAt = inMs(TIMER_RETRY_DELAYS.firstMs);
    expect(logOf(bad.id)).toEqual([
      `timer expire: row ${bad.id} failed (attempt 1, next at ${retryAt.toISOString()}): row refused`,
    ]);
    expect(await retryOf('expire', bad.id)).toEqual({ attempts: 1, next_attempt_at: retryAt, last_error: 'row refused' });
    expect(await eventsOf(bad.id)).toEqual(['brand offer']);
    await accept(bad.id);
  });

  it('is tried again after its backoff and not before, and once it works its step is taken once', async () => {
    const bad = await makeOffer(deps, cast.brand, cast.creator.id);
    await refuse(bad.id);
    deps.clock.advance(DEAL_DURATIONS.offerExpiryMs);
    await timers.runDueTimers();
    expect(await retryOf('expire', bad.id)).toMatchObject({ attempts: 1 });

    // Waiting: the rounds leave it alone.
    deps.clock.advance(TIMER_RETRY_DELAYS.firstMs - 1);
    await timers.runDueTimers();
    expect(await retryOf('expire', bad.id)).toMatchObject({ attempts: 1 });
    expect(logOf(bad.id)).toHaveLength(1);

    // Due again: tried, fails again, and waits twice as long.
    deps.clock.advance(1);
    await timers.runDueTimers();
    expect(await retryOf('expire', bad.id)).toEqual({
      attempts: 2,
      next_attempt_at: inMs(2 * TIMER_RETRY_DELAYS.firstMs),
      last_error: 'row refused',
    });
    expect(logOf(bad.id)).toHaveLength(2);
    deps.clock.advance(2 * TIMER_RETRY_DELAYS.firstMs - 1);
    await timers.runDueTimers();
    expect(await retryOf('expire', bad.id)).toMatchObject({ attempts: 2 });

    // The fault is gone: the next attempt expires the offer, once, and forgets the failures.
    await accept(bad.id);
    deps.clock.advance(1);
    expect((await timers.runDueTimers()).expiredOffers).toBeGreaterThanOrEqual(1);
    await timers.runDueTimers();
    expect(await statusOf(bad.id)).toBe('expired');
    expect(await eventsOf(bad.id)).toEqual(['brand offer', 'system expire']);
    expect(await retryOf('expire', bad.id)).toBeUndefined();
    expect(logOf(bad.id)).toHaveLength(2);
  });

  it('a batch of failing rows ends its timer’s turn; the next round sets them aside and takes the rows behind them', async () => {
    // 101 bad campaigns fill the first batch of 100 and start the next; the good one comes after them all.
    const bad = await dueCampaigns(101, new Date(deps.now().getTime() - 2));
    const [good] = await dueCampaigns(1, new Date(deps.now().getTime() - 1));
    await refuse(...bad);
    const waiting = async () =>
      (await deps.db.selectFrom('timer_retries').select('row_id').where('kind', '=', 'campaign_close').execute()).length;

    expect((await timers.runDueTimers()).closedCampaigns).toBe(0);
    expect(await waiting()).toBe(100);
    expect((await timers.runDueTimers()).closedCampaigns).toBe(1);
    expect(await campaignStatus(good!)).toBe('closed');
    expect(await waiting()).toBe(101);
    for (const id of bad) expect(await campaignStatus(id)).toBe('open');
  });
});
