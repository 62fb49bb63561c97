import { createDatabase, prepareTestTemplates, TEST_ENV, createTestDatabase } from '@sponsorly/db';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, (n - t).toFixed(0), 'ms'); t = n; };
const tpl = await prepareTestTemplates(undefined); lap('prepare');
Object.assign(process.env, tpl.env);
for (let i = 0; i < 3; i++) {
  const a = await createTestDatabase(); lap('migrated copy'); await a.close();
  const b = await createTestDatabase(undefined, { empty: true }); lap('empty copy'); await b.close();
}
await tpl.dispose();
