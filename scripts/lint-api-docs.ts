// Writes the two API documents (the public one served at /docs/json and the back office's served at
// /api/admin/openapi.json) to files and lints them with Redocly's recommended rules; exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { adminDocument } from '../apps/api/src/http/api-docs.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The embedded database in memory, whatever DATABASE_URL says: only the routes matter here.
const app = await buildApp(testConfig({ databaseUrl: undefined }));
const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
let status = 1;
try {
  const shopper = await app.inject({ method: 'GET', url: '/docs/json' });
  if (shopper.statusCode !== 200) throw new Error(`/docs/json answered ${shopper.statusCode}`);
  const files = { 'shop-api.json': JSON.parse(shopper.body), 'back-office-api.json': adminDocument(app.swagger()) };
  for (const [name, document] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(document, null, 2));
  const lint = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended', '--max-problems', '500', ...Object.keys(files).map((name) => join(dir, name))],
    { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  status = lint.status ?? 1;
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
