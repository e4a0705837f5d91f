// The web app's renderer of the public pages (apps/web/src/entry-server.tsx, built into apps/web/dist-server;
// decision 164), when the build made one. It draws a page the way the browser's app would, its calls answered by this
// server in-process (app.inject: the same routes, headers and cached replies). A drawn page is kept per address and
// language while the catalogue's version is unchanged, for at most DRAWN_PAGE_SECONDS: the company's details, which
// the header and footer show, are not part of that version. A member's page (decision 169) is drawn for its request
// alone, its calls carrying the member's token: never kept, never shared with another request.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageMember } from '@shop/contract';
import type { PageRenderer, RenderedPage } from '../../http/page-html.ts';
import { keptPerVersion } from './kept-per-version.ts';
import type { VersionSource } from './reply-cache.ts';

type Language = 'en' | 'hi';
type WebRenderer = { renderPage: (url: string, language: Language, send: typeof fetch, member?: PageMember) => Promise<RenderedPage | undefined> };

/** How long a drawn page is kept at most. */
export const DRAWN_PAGE_SECONDS = 30;
/** How many drawn pages are kept at most; the oldest go first. */
const KEPT_DRAWN_PAGES = 500;
/**
 * Drawings running or waiting at most (one runs at a time). Past that a page is sent undrawn, and the app draws it
 * in the browser: a flood of new addresses (any query string is a new one) never queues the server's pages up.
 */
export const MAX_DRAWINGS_WAITING = 8;

/** Thrown when too many drawings wait: not kept, not logged; the page goes undrawn. */
class Busy extends Error {}

/**
 * The renderer of the build beside `webDist` (its dist-server), or undefined when there is none. `memberOf` answers the
 * member of a session token (null for a token the API would refuse).
 */
export async function keptPageRenderer(app: FastifyInstance, webDist: string, version: VersionSource, memberOf: (token: string) => Promise<PageMember | null>): Promise<PageRenderer | undefined> {
  const file = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const web = (await import(pathToFileURL(file).href)) as WebRenderer;
  const send: typeof fetch = async (input, init) => {
    const answer = await app.inject({ method: 'GET', url: String(input), headers: init?.headers as Record<string, string> | undefined });
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  };
  const window: VersionSource = {
    current: async () => (await version.current()) * 1e6 + Math.floor(Date.now() / (DRAWN_PAGE_SECONDS * 1000)),
  };
  let waiting = 0;
  const draw = async (url: string, language: Language, member?: PageMember) => {
    if (waiting >= MAX_DRAWINGS_WAITING) throw new Busy();
    waiting++;
    try {
      return await web.renderPage(url, language, send, member);
    } finally {
      waiting--;
    }
  };
  const undrawnWhenBusy = (err: unknown) => {
    if (err instanceof Busy) return undefined;
    throw err;
  };
  const kept = keptPerVersion(window, KEPT_DRAWN_PAGES, (key) => draw(key.slice(3), key.slice(0, 2) as Language));
  // Requests for a page being drawn wait for that drawing instead of starting their own.
  const drawing = new Map<string, Promise<RenderedPage | undefined>>();
  return async (url, language, token) => {
    if (token) {
      const member = await memberOf(token);
      return member ? draw(url, language, member).catch(undrawnWhenBusy) : undefined;
    }
    const key = `${language} ${url}`;
    let page = drawing.get(key);
    if (!page) {
      page = kept(key)
        .catch(undrawnWhenBusy)
        .finally(() => drawing.delete(key));
      drawing.set(key, page);
    }
    return page;
  };
}
