// The storefront's pages, drawn by the web app's React Router build in this process (decision 173): a page request
// becomes a web Request for React Router's request handler, with the shop's services for that request in its load
// context, and its Response goes back through Fastify. The page is sent whole: with an ETag (a public page is the
// same for every visitor), the hashes of its inline scripts in its content security policy, and compressed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { PageMember } from '@shop/contract';
import type { PageCallName, ShopPageContext } from '@shop/contract/page-context';
import { languageOfCookies } from '@shop/contract/language-cookie';
import { isMemberPage, tokenOfCookies } from '@shop/contract/member-page-cookie';
import { acceptedEncoding, compress, notModified } from '../../http/encoding.ts';
import type { Asker } from '../../http/answers.ts';
import type { PageCall } from './page-calls.ts';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What the storefront needs of the shop: its page calls, the member of a session token, and its public address. */
export type Shop = { call: PageCall; memberOf: (token: string) => Promise<PageMember | null>; origin: string };

/** The server build of the web app in `webDist` (dist/server/index.js), or undefined when the web app is not built. */
export async function serverBuild(webDist: string): Promise<ServerBuild | undefined> {
  const file = join(webDist, 'server', 'index.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ServerBuild) : undefined;
}

/**
 * The shop's services for one page request: its language (the reader's `Language` cookie) and, on a member's page,
 * the shopper whose live session the `MemberPage` cookie names (never an administrator: a back-office session is
 * never drawn into a page).
 */
async function contextOf(shop: Shop, request: FastifyRequest, pathname: string): Promise<ShopPageContext> {
  const language = languageOfCookies(request.headers.cookie) === 'hi' ? 'hi' : 'en';
  const token = isMemberPage(pathname) ? tokenOfCookies(request.headers.cookie) : null;
  const found = token ? await shop.memberOf(token) : null;
  const member = found && found.Role !== 'admin' ? found : null;
  const asker: Asker = { memberId: member ? member.MemberID : null, language };
  return {
    language,
    member,
    origin: shop.origin,
    call: <K extends PageCallName>(name: K, input: unknown) => shop.call(name, input, asker),
  } as ShopPageContext;
}

/** A Fastify request as the web Request React Router takes (pages are only read: GET and HEAD). */
function webRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

const inlineScripts = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** The page's policy with the hash of each inline script it carries (React Router's context and module start). */
function withScriptHashes(policy: string, html: string): string {
  const hashes = [...html.matchAll(inlineScripts)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  return hashes.length ? policy.replace("script-src 'self'", `script-src 'self' ${[...new Set(hashes)].join(' ')}`) : policy;
}

/**
 * The sender of the storefront's pages: `build` gives React Router's server build (a new one in development after
 * each change), `shop` the services its loaders use.
 */
export function pageSender(build: () => Promise<ServerBuild> | ServerBuild, mode: 'production' | 'development', shop: Shop): PageSender {
  const handle = createRequestHandler(build, mode);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const context = await contextOf(shop, request, pathname);
    const response = await handle(webRequest(request, shop.origin), { shop: context } as AppLoadContext);
    const body = Buffer.from(await response.arrayBuffer());
    reply.code(response.status);
    for (const [name, value] of response.headers) if (name !== 'content-length') reply.header(name, value);
    // A page drawn for a member holds the member's data: kept by no browser and no shared cache. Any other page is
    // the same for every reader of its language, and revalidated by its ETag.
    reply.header('vary', 'accept-encoding, cookie');
    reply.header('cache-control', context.member ? 'private, no-store' : 'no-cache');
    const html = /^text\/html/.test(response.headers.get('content-type') ?? '');
    if (html) reply.header('content-security-policy', withScriptHashes(String(reply.getHeader('content-security-policy') ?? ''), body.toString('utf8')));
    if (html && response.status === 200 && !context.member) {
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      if (notModified(request, etag)) return reply.code(304).send();
    }
    const encoding = body.length >= 1024 ? acceptedEncoding(request) : undefined;
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(await compress(body, encoding));
  };
}
