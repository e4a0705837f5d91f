// Content negotiation shared by the replies the server compresses itself (the pages' HTML, the kept catalogue
// replies): which encoding a request accepts, the compression used, and If-None-Match.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';

/** A request as far as these read it: Fastify's, or Node's before Fastify sees it (early-replies.ts). */
export type Asked = { headers: IncomingHttpHeaders };

export type Encoding = 'br' | 'gzip';

/** Replies smaller than this go out as they are (@fastify/compress is registered with the same threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send: brotli when the request accepts it, else gzip, else none (identity). */
export function acceptedEncoding(request: Asked): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  return header ? (negotiate(header, ['br', 'gzip'] as const) ?? undefined) : undefined;
}

const brotliOptions = (size: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A quick compression (brotli 5 or gzip 6): close to the best size at a small fraction of the time. */
export const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });

/** The same, at once: for a body compressed once and then sent many times. */
export const compressNow = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body, { level: 6 });

/** Whether If-None-Match names `etag` (weakly compared, as RFC 9110 asks for GET). */
export function notModified(request: Asked, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === opaque || t === `W/${opaque}`;
  });
}
