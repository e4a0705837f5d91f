import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The browser's files of a small web build (its dist/client): hashed scripts (the large one with the brotli and gzip
// copies the build writes beside it), a font, a picture and the favicon. The pages are drawn by the build's server
// part (modules/pages, tested there with the real build), which this build has not.
const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const scriptBr = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const scriptGz = zlib.gzipSync(script, { level: 9 });
const files: Record<string, string | Buffer> = {
  'dist/client/assets/index-abc123.js': script,
  'dist/client/assets/index-abc123.js.br': scriptBr,
  'dist/client/assets/index-abc123.js.gz': scriptGz,
  'dist/client/assets/ShopPage-def456.js': 'export default 1;',
  'dist/client/assets/inter-ccc333.woff2': Buffer.alloc(4096, 7),
  'dist/client/images/products/atta.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist/client/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // Beside the browser's files, as the build's server part and the API's own files are: never sent.
  'dist/server/secret.txt': 'not for browsers',
  'secret.txt': 'not for browsers',
};
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

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const decode = (body: Buffer, encoding: unknown) => (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
const javascript = /^(text|application)\/javascript; charset=utf-8$/;

describe("the build's files", () => {
  it('keeps API paths, other methods and missing build files out of the app', async () => {
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ response: false });
    expect((await app.inject({ method: 'POST', url: '/shop', payload: {} })).statusCode).toBe(404);
    for (const url of ['/assets/missing-000.js', '/assets/.hidden', '/assets/', '/assets/index-abc123.js.map']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('refuses paths that climb out of the build', async () => {
    const urls = ['/assets/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/assets/..%2F..%2Fserver%2Fsecret.txt', '/assets/..%2F..%2F..%2Fsecret.txt', '/assets//index-abc123.js'];
    for (const url of urls) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/not for browsers|namaste/);
    }
    // Outside /assets/ only the files found at start have routes: anything else is a page (none in this build).
    for (const url of ['/images/..%2F..%2Fsecret.txt', '/favicon.svg%2F..%2F..%2Fsecret.txt', '/..%2Fsecret.txt', '/..%2Fserver%2Fsecret.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('not for browsers');
    }
  });

  it("sends a hashed asset's brotli or gzip copy from the build as it is, and the plain file to any other browser", async () => {
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br', 'br', scriptBr],
      ['br', 'br', scriptBr],
      ['gzip, deflate', 'gzip', scriptGz],
      ['br;q=0, gzip', 'gzip', scriptGz],
    ] as const) {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toMatch(javascript);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('accept-encoding');
      // The build's bytes, not compressed again on the way (@fastify/compress).
      expect(res.rawPayload.equals(copy), accept).toBe(true);
      expect(decode(res.rawPayload, encoding), accept).toBe(script);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const plain = await get('/assets/index-abc123.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(javascript);
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(script);
    }
  });

  it('keeps hashed assets a year, revalidates by ETag, and answers HEAD without a body', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await get('/assets/index-abc123.js', headers);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers.etag).toBeTruthy();
      const again = await get('/assets/index-abc123.js', { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe(first.headers['content-encoding']);
      expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('sends a file the build left without compressed copies as it is, never compressing it on the way', async () => {
    const small = await get('/assets/ShopPage-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.body).toBe('export default 1;');
  });

  it('sends fonts and pictures that are compressed already as they are', async () => {
    const font = await get('/assets/inter-ccc333.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.length).toBe(4096);
  });

  it('keeps pictures a day and revalidates the other public files', async () => {
    const picture = await get('/images/products/atta.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    // Compressed copies are sent for their file, not asked for by name.
    expect((await get('/assets/index-abc123.js.br')).rawPayload.equals(scriptBr)).toBe(true);
  });
});
