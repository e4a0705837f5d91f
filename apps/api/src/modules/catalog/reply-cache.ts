import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';

/** Replies larger than this (the whole catalogue of a big shop) are not kept. */
const MAX_BODY_BYTES = 1_000_000;
const MAX_ENTRIES = 1000;
/** Browsers and proxies may keep catalogue replies but revalidate each use (a 304 costs no body). */
const CACHE_CONTROL = 'public, no-cache';

type Entry = { body: string; etag: string; version: number };

/** The catalogue's version (migration 0005_catalogue_version): it changes with every write to the catalogue. */
export type VersionSource = { current: () => number | Promise<number> };

/**
 * PGlite lives in this process and delivers 'catalogue_changed' before the writing statement returns, so a counter
 * of notifications is exact and costs nothing to read. With PostgreSQL other processes write too, so the version
 * row is read for each request (one primary-key read).
 */
export async function catalogueVersion(app: FastifyInstance): Promise<VersionSource> {
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
      const result = await app.db.execute(sql`select version from catalogue_version where id = 1`);
      return Number((result as unknown as { rows: { version: string | number }[] }).rows[0].version);
    },
  };
}

/**
 * Catalogue replies kept in memory as sent, by URL, so a repeated call skips the database and serialization, with an
 * ETag (If-None-Match gets 304) and `Cache-Control: public, no-cache`. A reply is kept with the version read before
 * it was made and served only while the version is unchanged, so a write during a request can never leave an old
 * reply behind.
 * Use `hooks(skip?)` in a GET route's options; its onSend runs before compression, on the serialized reply.
 */
export class CatalogueReplies {
  private readonly entries = new Map<string, Entry>();
  /** The version each request started with; absent for requests answered from memory or left out. */
  private readonly started = new WeakMap<FastifyRequest, number>();

  constructor(
    private readonly version: VersionSource,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size() {
    return this.entries.size;
  }

  hooks(skip: (request: FastifyRequest) => boolean = () => false) {
    return {
      // Before validation: only replies to valid requests are ever kept, so a kept URL is a valid one.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (skip(request)) return;
        const version = await this.version.current();
        const kept = this.entries.get(request.url);
        if (!kept || kept.version !== version) {
          this.started.set(request, version);
          return;
        }
        reply.header('etag', kept.etag).header('cache-control', CACHE_CONTROL);
        if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(kept.body);
      },
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const version = this.started.get(request);
        if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const entry = { body: payload, etag: `"${createHash('sha1').update(payload).digest('base64url')}"`, version };
        if (payload.length <= MAX_BODY_BYTES) this.keep(request.url, entry);
        reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
        return payload;
      },
    };
  }

  private keep(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Maps iterate in insertion order: the first key is the reply kept longest ago.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
