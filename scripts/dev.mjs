// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :3000 (proxying /api).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], { cwd: join(root, 'apps/api'), stdio: 'inherit', env: { PORT: '3001', DATA_DIR: join(root, '.data'), ...process.env } }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { cwd: join(root, 'apps/web'), stdio: 'inherit', env: { API_PORT: '3001', ...process.env } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exit(code ?? 0); }));
