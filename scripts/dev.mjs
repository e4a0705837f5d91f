// `npm run dev`: the shop on :3000 from its sources, in one process (decision 173): the API reloads when its files
// change (node --watch), and the storefront's pages and code come through Vite inside it, with hot reload.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, ['--import', 'tsx', '--watch-path=src', '--watch-path=../../packages/contract/src', 'src/server.ts'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { PORT: '3000', DATA_DIR: join(root, '.data'), WEB_DEV: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
