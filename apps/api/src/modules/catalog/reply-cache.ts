import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { selectRows } from '../../db/rows.ts';
import { languageOf } from '../../i18n/translate.ts';
import { COMPRESS_FROM_BYTES, acceptedEncoding, compressNow, notModified, type Asked, type Encoding } from '../../http/encoding.ts';
import type { EarlyReply } from '../../http/early-replies.ts';

/** Replies larger than this are not kept. */
const MAX_BODY_BYTES = 1_000_000;
const MAX_ENTRIES = 1000;
/** The kept replies' bodies together stay under this; the least recently used go first. */
export const REPLY_CACHE_BYTES = 32 * 1024 * 1024;
/** Browsers and proxies may keep catalogue replies but revalidate each use (a 304 costs no body). */
const CACHE_CONTROL = 'public, no-cache';
/** A kept reply differs by the encoding and the language asked for. */
const VARY = 'accept-encoding, accept-language';

/** A kept reply: its bytes, and the same compressed for each encoding asked for so far (made once, on first use). */
type Entry = {
  key: string;
  body: Buffer;
  etag: string;
  version: number;
  bytes: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  usedAt: number;
  /** The early replies made of it so far (http/early-replies.ts prepares each one's headers once). */
  early: Partial<Record<Encoding | 'plain' | 'notModified', EarlyReply>>;
};
type Started = { version: number; key: string };
/** What a URL asked for lately is kept under, and the pattern of its route; undefined when its query is invalid. */
type Known = { key: string; route: string } | undefined;
type Parser = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };

/** The catalogue's version (migrations 0005 and 0012): it changes with every write to the catalogue but a change of stock that leaves In_stock as it was. */
export type VersionSource = { current: () => number | Promise<number> };

/** One source per database, however many parts of the server ask: a second LISTEN would count every change twice. */
const sources = new WeakMap<object, Promise<VersionSource>>();

/**
 * PGlite lives in this process and delivers 'catalogue_changed' before the writing statement returns, so a counter
 * of notifications is exact and costs nothing to read. With PostgreSQL other processes write too, so the version
 * row is read for each request (one primary-key read).
 */
export function catalogueVersion(app: FastifyInstance): Promise<VersionSource> {
  let source = sources.get(app.db);
  if (!source) {
    source = openVersionSource(app);
    sources.set(app.db, source);
  }
  return source;
}

async function openVersionSource(app: FastifyInstance): Promise<VersionSource> {
  if (app.database.kind === 'pglite') {
    let changes = 0;
    const client = (app.db as unknown as { $client: PGlite }).$client;
    await client.listen('catalogue_changed', () => {
      changes++;
    });
    return { current: () => changes };
  }
  return {
    current: async () => {
      const [row] = await selectRows<{ version: string | number }>(app.db, sql`select version from catalogue_version where id = 1`);
      return Number(row.version);
    },
  };
}

/**
 * The key of a request: its route, path parameters and query as the route's schema reads it, so query keys the call
 * does not take (?a=1, ?b=2...) and spellings of the same value share one entry. Undefined when the query is invalid.
 */
function keyFromQuery(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema?.querystring as Parser | undefined;
  let query: unknown = undefined;
  if (schema && typeof schema.safeParse === 'function') {
    const parsed = schema.safeParse(request.query ?? {});
    if (!parsed.success) return undefined;
    query = parsed.data;
  }
  return JSON.stringify([request.routeOptions.url, request.params ?? {}, query ?? null]);
}

/**
 * Catalogue replies kept in memory as sent, by route and validated query, so a repeated call skips the database and
 * serialization, with an ETag (If-None-Match gets 304) and `Cache-Control: public, no-cache`. A reply is kept with
 * the version read before it was made and served only while the version is unchanged, so a write during a request
 * can never leave an old reply behind. At most `maxEntries` replies and `maxBytes` of bodies are kept; the least
 * recently used go first (compressed copies count too). A kept reply goes out as ready bytes, compressed once per
 * encoding (reply headers and `bytesFor`).
 * Use `hooks(skip?)` in a GET route's options; its onSend runs before @fastify/compress, on the serialized reply.
 */
/** How many request URLs' keys are remembered; past that the memory starts again. */
const MAX_REMEMBERED_URLS = 10_000;

export class CatalogueReplies {
  private readonly entries = new Map<string, Entry>();
  /** The key of each URL asked for lately, by language (the same URL always has the same key), so a hit validates nothing. */
  private readonly keys = new Map<string, Known>();
  /** The version and key each request started with; absent for requests answered from memory or left out. */
  private readonly started = new WeakMap<FastifyRequest, Started>();
  private totalBytes = 0;
  /** How many times a reply was kept or served: each entry's usedAt is the count at its last use. */
  private uses = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly version: VersionSource,
    limits: { maxEntries?: number; maxBytes?: number } = {},
  ) {
    this.maxEntries = limits.maxEntries ?? MAX_ENTRIES;
    this.maxBytes = limits.maxBytes ?? REPLY_CACHE_BYTES;
  }

  get size() {
    return this.entries.size;
  }

  /** The kept bodies' size in bytes. */
  get bytes() {
    return this.totalBytes;
  }

  hooks(skip: (request: FastifyRequest) => boolean = () => false) {
    return {
      // A plain callback: with PGlite the version is a number at hand, so a kept reply goes out without a promise.
      onRequest: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        const key = skip(request) ? undefined : this.keyOf(request)?.key;
        if (key === undefined) {
          done();
          return;
        }
        const version = this.version.current();
        // No closure made per request on this path (under tsx each closure made also names itself: a defineProperty).
        if (typeof version === 'number') this.answer(request, reply, done, key, version);
        else version.then((current) => this.answer(request, reply, done, key, current), done);
      },
      // A plain callback too: a reply answered from memory passes straight through.
      onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
        const started = this.started.get(request);
        if (started === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
        const body = Buffer.from(payload);
        const bytes = body.length;
        // Too large to keep: it goes out as any reply does (@fastify/compress compresses it off the main thread).
        if (bytes > MAX_BODY_BYTES) return done(null, payload);
        const entry: Entry = { key: started.key, body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, version: started.version, bytes, encoded: {}, usedAt: 0, early: {} };
        this.keep(entry);
        this.headersOf(reply, entry);
        done(null, this.bytesFor(request, reply, entry));
      },
    };
  }

  /** A kept reply goes out at once when it is of the current version; else the request goes on to its handler. */
  private answer(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void, key: string, version: number): void {
    const kept = this.entries.get(key);
    if (!kept || kept.version !== version) {
      this.started.set(request, { version, key });
      done();
      return;
    }
    this.used(kept);
    // Answered here, so `done` is not called. Ready bytes: nothing is serialized or encoded again.
    this.headersOf(reply, kept);
    if (notModified(request, kept.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(this.bytesFor(request, reply, kept));
  }

  /**
   * The kept reply of a GET request Fastify has not seen yet (http/early-replies.ts): only for a URL asked for before in
   * the same language, whose reply is kept and current; the same reply `answer` sends.
   */
  early(req: IncomingMessage): EarlyReply | undefined | Promise<EarlyReply | undefined> {
    const language = languageOf(req.headers['accept-language']);
    const known = this.keys.get(`${language} ${req.url}`);
    const kept = known && this.entries.get(known.key);
    if (!kept) return undefined;
    const version = this.version.current();
    if (typeof version === 'number') return this.earlyReply(req, known.route, language, kept, version);
    return version.then((current) => this.earlyReply(req, known.route, language, kept, current));
  }

  private earlyReply(req: IncomingMessage, route: string, language: string, kept: Entry, version: number): EarlyReply | undefined {
    if (kept.version !== version) return undefined;
    this.used(kept);
    const variant = notModified(req, kept.etag) ? 'notModified' : (this.encodingFor(req, kept) ?? 'plain');
    return (kept.early[variant] ??= this.made(kept, variant, route, language));
  }

  private made(kept: Entry, variant: keyof Entry['early'], route: string, language: string): EarlyReply {
    const headers: Record<string, string> = { etag: kept.etag, 'cache-control': CACHE_CONTROL, vary: VARY };
    if (variant === 'notModified') return { route, status: 304, language, headers };
    if (variant === 'plain') return { route, status: 200, language, headers, body: kept.body };
    headers['content-encoding'] = variant;
    return { route, status: 200, language, headers, body: this.encoded(kept, variant) };
  }

  /** Marks a reply as the most recently used (a count, not a clock): see trim. */
  private used(entry: Entry) {
    entry.usedAt = ++this.uses;
  }

  /** Every encoding of a reply shares one weak ETag: they are the same reply. */
  private headersOf(reply: FastifyReply, entry: Entry) {
    reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('vary', VARY);
  }

  /** The encoding to send a reply in: none for a small one (@fastify/compress's threshold too). */
  private encodingFor(request: Asked, entry: Entry): Encoding | undefined {
    return entry.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : undefined;
  }

  /**
   * A kept reply's bytes as the request accepts them (brotli, gzip or plain); with Content-Encoding set,
   * @fastify/compress leaves them as they are.
   */
  private bytesFor(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
    const encoding = this.encodingFor(request, entry);
    if (!encoding) return entry.body;
    reply.header('content-encoding', encoding);
    return this.encoded(entry, encoding);
  }

  /** Compressed the first time an encoding is asked for, and kept from then on. */
  private encoded(entry: Entry, encoding: Encoding): Buffer {
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compressNow(entry.body, encoding);
      entry.encoded[encoding] = encoded;
      if (this.entries.get(entry.key) === entry) {
        entry.bytes += encoded.length;
        this.totalBytes += encoded.length;
        this.trim();
      }
    }
    return encoded;
  }

  /** By language too: a reply's msg is in the language asked for (i18n/replies.ts), so each language keeps its own. */
  private keyOf(request: FastifyRequest): Known {
    const language = languageOf(request.headers['accept-language']);
    // A URL is always routed to the same route, so it names the route too.
    const url = `${language} ${request.url}`;
    if (this.keys.has(url)) return this.keys.get(url);
    const found = keyFromQuery(request);
    const known = found === undefined ? undefined : { key: `${language} ${found}`, route: request.routeOptions.url! };
    if (this.keys.size >= MAX_REMEMBERED_URLS) this.keys.clear();
    this.keys.set(url, known);
    return known;
  }

  private keep(entry: Entry) {
    this.forget(entry.key);
    this.used(entry);
    this.entries.set(entry.key, entry);
    this.totalBytes += entry.bytes;
    this.trim();
  }

  /**
   * The least recently used replies go first. Finding one reads every entry (at most MAX_ENTRIES), which happens only
   * when a new reply is kept past the limits; marking a reply used on every hit costs a number instead.
   */
  private trim() {
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      let oldest: Entry | undefined;
      for (const entry of this.entries.values()) if (!oldest || entry.usedAt < oldest.usedAt) oldest = entry;
      this.forget(oldest!.key);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
