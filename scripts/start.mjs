// `npm start`: builds the web app when its build is missing or older than its sources, then serves the shop.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
if (!ensureWebBuild()) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: join(root, 'apps/api'), stdio: 'inherit', env: { NODE_ENV: 'production', DATA_DIR: join(root, '.data'), ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
