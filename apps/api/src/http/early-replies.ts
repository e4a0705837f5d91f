import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';

/** A reply ready before Fastify sees its request: a kept catalogue reply (modules/catalog/reply-cache.ts). */
export type EarlyReply = {
  /** The pattern of the route that made it, for /metrics. */
  route: string;
  status: 200 | 304;
  /** The language its msg is in (Content-Language). */
  language: string;
  /** Its own headers: ETag, Cache-Control, Vary, Content-Encoding. */
  headers: Readonly<Record<string, string>>;
  /** The bytes of a 200 (JSON); a 304 has none. */
  body?: Buffer;
};

/** A reply's headers as Node takes them (name, value, name, value…), the request id's value left to fill in at ID. */
type Head = (string | number)[];
const ID = 1;

/** The ready reply of a GET request, or nothing; a promise when telling needs the database (PostgreSQL's catalogue version). */
export type EarlyReplySource = (req: IncomingMessage) => EarlyReply | undefined | Promise<EarlyReply | undefined>;

/** What every reply of the shop carries, and what it records (app.ts). */
export type EarlySettings = {
  securityHeaders: Readonly<Record<string, string>>;
  requestId: (req: IncomingMessage) => string;
  /** /metrics' request histogram. */
  observe: (route: string, status: number, seconds: number) => void;
  /** The access log (access-log.ts: its line, for the share of requests it samples). */
  log: (req: IncomingMessage, reqId: string, status: number, milliseconds: number) => void;
};

/**
 * Kept catalogue replies answered in Node's request listener, before Fastify. They are ready bytes, and Fastify's
 * routing, request objects and hooks cost more than writing them (decision 285, bench/results.md). The reply is the
 * one Fastify's path sends (the same status, headers and body: early-replies.test.ts compares every kept call both
 * ways), and it is recorded as Fastify's hooks would: its duration in /metrics, its line in the access log's sample.
 * Everything else (other methods, a URL not asked for before, a reply not kept or no longer current) goes to Fastify
 * as it came.
 */
export class EarlyReplies {
  private source: EarlyReplySource | undefined;
  private settings: EarlySettings | undefined;
  /** Each reply's headers, put together the first time it is sent (a source gives the same reply object again). */
  private readonly heads = new WeakMap<EarlyReply, Head>();

  /** Fastify's serverFactory: the HTTP server Fastify would make, with the early replies in front of its handler. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = createServer((req, res) => {
      let answered = false;
      try {
        answered = this.answer(req, res, handler);
      } catch (error) {
        // Not expected (the headers are the shop's own): the request goes to Fastify, or its connection ends.
        if (res.headersSent) return void res.destroy(error as Error);
      }
      if (!answered) handler(req, res);
    });
    // Fastify's own settings of its server (fastify/lib/server.js), which it leaves to a server factory.
    const timeouts = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };

  /** Starts answering, with what every reply carries (called once the app has its metrics). */
  open(settings: EarlySettings) {
    this.settings = settings;
  }

  /** Stops answering: while the app closes, Fastify answers every request (503, and the connection closes). */
  close() {
    this.settings = undefined;
  }

  /** The one source of early replies (the catalogue's reply cache). */
  serve(source: EarlyReplySource) {
    if (this.source) throw new Error('Early replies have one source.');
    this.source = source;
  }

  /** True when the request is answered here (or will be, or handed to Fastify, once its source has told). */
  private answer(req: IncomingMessage, res: ServerResponse, handler: (req: IncomingMessage, res: ServerResponse) => void): boolean {
    if (!this.source || !this.settings || req.method !== 'GET') return false;
    const start = performance.now();
    let found: ReturnType<EarlyReplySource>;
    try {
      found = this.source(req);
    } catch {
      return false;
    }
    if (found === undefined) return false;
    if (!(found instanceof Promise)) return this.send(req, res, found, start);
    found
      .then((reply) => reply !== undefined && this.settings !== undefined && this.send(req, res, reply, start))
      .catch(() => false)
      .then((sent) => {
        if (sent) return;
        if (res.headersSent) res.destroy();
        else handler(req, res);
      });
    return true;
  }

  private send(req: IncomingMessage, res: ServerResponse, reply: EarlyReply, start: number): boolean {
    const settings = this.settings!;
    const id = settings.requestId(req);
    let head = this.heads.get(reply);
    if (!head) {
      head = ['x-request-id', '', ...Object.entries({ ...settings.securityHeaders, ...reply.headers, 'content-language': reply.language }).flat()];
      if (reply.body) head.push('content-type', 'application/json; charset=utf-8', 'content-length', reply.body.length);
      this.heads.set(reply, head);
    }
    const sent = head.slice();
    sent[ID] = id;
    res.writeHead(reply.status, sent);
    res.end(reply.body);
    const milliseconds = performance.now() - start;
    settings.observe(reply.route, reply.status, milliseconds / 1000);
    settings.log(req, id, reply.status, milliseconds);
    return true;
  }
}
