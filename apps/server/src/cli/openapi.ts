import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config';
import { buildOpenApiDocument } from '../rest/openapi-document';

/**
 * `npm run openapi [-- FILE]`: writes the API document the server serves at /api/openapi.json to FILE
 * (default dist/openapi.json, git-ignored), for the linters in `npm run lint` and for generating clients.
 * Its addresses come from the configuration (APP_URL, CONTACT_EMAIL). No database is opened; `memory://`
 * only keeps the configuration from creating the embedded database's secret file.
 */
const config = loadConfig({ ...process.env, DATABASE_URL: 'memory://' });
const file = resolve(process.argv[2] ?? 'dist/openapi.json');
const document = buildOpenApiDocument({ appUrl: config.appUrl, contactEmail: config.contact.email });
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${file}`);
