import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { createTestApp } from './test-app.ts';

/**
 * A test app serving a small web build of the test file's own: `files` are written under a new temporary folder (the
 * build in its `dist`, such as 'dist/index.html'; the server's renderer in 'dist-server'; anything else beside them),
 * the app serves that `dist`, and the app and the folder go after the file's tests.
 */
export async function testAppWithWebBuild(files: Record<string, string | Buffer>): Promise<FastifyInstance> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-web-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), body);
  }
  const app = await createTestApp({ config: { webDist: join(folder, 'dist') } });
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return app;
}
