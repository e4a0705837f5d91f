import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { importUploadsFolder } from './images.ts';
import { multipartFile, samplePng, signIn } from '../../test/admin-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-uploads-test-'));
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  // A real DATA_DIR, to see that pictures no longer land in it.
  app = await createTestApp({ config: { dataDir } });
  ({ admin: { token } } = await signIn(app));
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(shop: FastifyInstance, kind = 'product') {
  const { payload, headers } = multipartFile(await samplePng(), 'ghee.png', 'image/png');
  const res = await shop.inject({ method: 'POST', url: `/api/admin/uploads?kind=${kind}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { image: string; thumb: string };
}

describe('uploaded pictures live in the database', () => {
  it('serves an upload at the same address as before, cached for a year, with nothing written to DATA_DIR', async () => {
    const { image, thumb } = await upload(app);
    expect(image).toMatch(/^\/api\/uploads\/products\/[\w-]+-800\.webp$/);
    const served = await app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    expect((await sharp((await app.inject({ method: 'GET', url: thumb })).rawPayload).metadata()).width).toBe(400);
    expect(readdirSync(dataDir)).not.toContain('uploads');
  });

  it('answers HEAD, and 404 in the API envelope for a name it does not have', async () => {
    const { image } = await upload(app, 'category');
    const head = await app.inject({ method: 'HEAD', url: image });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'image/webp']);
    for (const url of ['/api/uploads/products/nothing-800.webp', '/api/uploads/../auth-secret', '/api/uploads/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ response: false, data: null });
    }
  });

  it('takes in the pictures of an older server that kept them in DATA_DIR/uploads, once', async () => {
    const old = join(dataDir, 'old-data');
    mkdirSync(join(old, 'uploads', 'banners'), { recursive: true });
    const bytes = await sharp(await samplePng()).webp().toBuffer();
    writeFileSync(join(old, 'uploads', 'banners', 'older-1920.webp'), bytes);
    writeFileSync(join(old, 'uploads', 'banners', 'notes.txt'), 'not a picture');
    expect(await importUploadsFolder(app.db, old)).toBe(1);
    expect(await importUploadsFolder(app.db, old)).toBe(0);
    const served = await app.inject({ method: 'GET', url: '/api/uploads/banners/older-1920.webp' });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect(await importUploadsFolder(app.db, join(dataDir, 'no-such-folder'))).toBe(0);
    expect(await importUploadsFolder(app.db, 'memory://')).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('with several API processes (PostgreSQL only: two PGlite instances cannot share a database)', () => {
  it('serves a picture uploaded through one process from another', async () => {
    const { image, thumb } = await upload(app);
    const other = await buildApp(testConfig({ databaseUrl: app.config.databaseUrl }));
    try {
      const served = await other.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
      expect((await other.inject({ method: 'GET', url: thumb })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
