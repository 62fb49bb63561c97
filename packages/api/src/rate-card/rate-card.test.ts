import { RATE_CARD_LIMITS, RATE_CARD_MESSAGES, packageInputSchema, type PackageInput } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { deletePackage } from './delete-package';
import { createPackage } from './create-package';
import { loadPackages } from './package-views';
import { updatePackage } from './update-package';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const reel: PackageInput = {
  title: 'Reel + 3 stories',
  description: 'One 30-second Reel and three Stories.',
  deliverables: [
    { type: 'instagram_reel', quantity: 1 },
    { type: 'instagram_story', quantity: 3 },
  ],
  price_cents: 45_050,
  delivery_days: 7,
  revisions_included: 2,
  usage_rights: { kind: 'paid_ads', duration_days: 90 },
};
const fields = (input: PackageInput = reel) => packageInputSchema.parse(input);
const packageRows = (creatorId: string) =>
  deps.db.selectFrom('creator_packages').selectAll().where('creator_id', '=', creatorId).orderBy('position').execute();

describe('rate card', () => {
  it('adds packages at the end of the card and reads them back in that order, in integer cents', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    const first = await createPackage(deps, user, fields());
    const second = await createPackage(
      deps,
      user,
      fields({ ...reel, title: 'TikTok video', deliverables: [{ type: 'tiktok_video', quantity: 1 }], price_cents: 20_000 }),
    );

    expect(first).toEqual({ id: expect.any(String), ...fields(), currency: 'USD' });
    expect((await loadPackages(deps.db, user.id)).map((p) => p.id)).toEqual([first.id, second.id]);
    const [row] = await packageRows(user.id);
    expect(Number(row!.price_cents)).toBe(45_050);
    expect(row).toMatchObject({ usage_rights_kind: 'paid_ads', usage_rights_days: 90, currency: 'USD' });
  });

  it('keeps a package in its place when it is changed', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    const a = await createPackage(deps, user, fields());
    const b = await createPackage(deps, user, fields({ ...reel, title: 'Second' }));
    const changed = await updatePackage(
      deps,
      user,
      a.id,
      fields({ ...reel, title: 'Renamed', usage_rights: { kind: 'organic', duration_days: null } }),
    );

    expect(changed).toMatchObject({ id: a.id, title: 'Renamed', usage_rights: { kind: 'organic', duration_days: null } });
    expect((await loadPackages(deps.db, user.id)).map((p) => p.title)).toEqual(['Renamed', b.title]);
  });

  it(`refuses package ${RATE_CARD_LIMITS.packagesMax + 1} with a clear message, adding nothing`, async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    for (let i = 0; i < RATE_CARD_LIMITS.packagesMax; i++)
      await createPackage(deps, user, fields({ ...reel, title: `Package ${i + 1}` }));

    await expect(createPackage(deps, user, fields())).rejects.toMatchObject({
      status: 400,
      message: RATE_CARD_MESSAGES.packagesFull,
    });
    expect(await packageRows(user.id)).toHaveLength(RATE_CARD_LIMITS.packagesMax);
    // A freed place can be used again, and the new package goes last.
    const [oldest] = await loadPackages(deps.db, user.id);
    await deletePackage(deps, user, oldest!.id);
    const added = await createPackage(deps, user, fields({ ...reel, title: 'Newest' }));
    expect((await loadPackages(deps.db, user.id)).at(-1)?.id).toBe(added.id);
  });

  it('lets only one of two packages sent at once be the tenth', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    for (let i = 0; i < RATE_CARD_LIMITS.packagesMax - 1; i++) await createPackage(deps, user, fields());

    const results = await Promise.allSettled([createPackage(deps, user, fields()), createPackage(deps, user, fields())]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await packageRows(user.id)).toHaveLength(RATE_CARD_LIMITS.packagesMax);
  });

  it("answers another creator's package, an unknown id and a malformed one with 404, changing nothing", async () => {
    const owner = (await createVerifiedAccount(deps, 'creator')).user;
    const other = (await createVerifiedAccount(deps, 'creator')).user;
    const pkg = await createPackage(deps, owner, fields());

    for (const id of [pkg.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(updatePackage(deps, other, id, fields({ ...reel, title: 'Mine now' })), id).rejects.toMatchObject({
        status: 404,
        message: RATE_CARD_MESSAGES.notFound,
      });
      await expect(deletePackage(deps, other, id), id).rejects.toMatchObject({ status: 404 });
    }
    expect(await loadPackages(deps.db, owner.id)).toEqual([pkg]);
  });

  it('deletes the creator’s own package', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    const pkg = await createPackage(deps, user, fields());
    await deletePackage(deps, user, pkg.id);
    expect(await loadPackages(deps.db, user.id)).toEqual([]);
    await expect(deletePackage(deps, user, pkg.id)).rejects.toMatchObject({ status: 404 });
  });
});
