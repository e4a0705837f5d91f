// The single-page app's HTML for one page: the build's index.html with the preload hints of that page (page-hints.ts)
// and its own head (page-head.ts: title, description, canonical, Open Graph / Twitter card, JSON-LD, status),
// compressed per request (it differs by page, so the build cannot compress it) and revalidated by ETag.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBareScreen, isServerRendered } from '@shop/contract/pages';
import { isMemberPage, tokenOfCookies } from '@shop/contract/member-page-cookie';
import { acceptedEncoding, compress, notModified } from './encoding.ts';
import { languageOfCookies } from '@shop/contract/language-cookie';

/** Something a page should start loading at once, named in its HTML (the catalogue's page hints make them). */
export type Hint = {
  href: string;
  rel?: 'preload' | 'modulepreload';
  as?: 'image' | 'fetch' | 'script' | 'style' | 'font';
  type?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  crossOrigin?: boolean;
  /** For a picture the page shows with srcset and sizes: the same choice, so the browser fetches the copy it will show. */
  imageSrcSet?: string;
  imageSizes?: string;
  /**
   * A call of a member's page (`as: 'fetch'`): no link can carry the member's token, so /member-calls.js makes it with
   * the token in the browser's storage (decision 165). Calls of a later `step` wait for the earlier step's replies;
   * `pictures` marks the call whose first lines' pictures the page shows at once.
   */
  member?: { step: number; pictures?: boolean };
};

/** What a page says about itself in its head (catalog/page-head.ts makes it); addresses are absolute. */
export type PageHead = {
  /** 404 for a page of something that does not exist (an unknown product): the app shows its not-found page. */
  status?: 404;
  title: string;
  description: string;
  canonical: string;
  image?: string;
  imageAlt?: string;
  ogType?: 'website' | 'product';
  price?: { amount: string; currency: 'INR' };
  /** e.g. 'noindex, follow' for search results. */
  robots?: string;
  /** Structured data (schema.org), each written as one application/ld+json script. */
  jsonLd?: object[];
};

export type PageHeads = (pathname: string, search: URLSearchParams) => Promise<PageHead | undefined>;

/**
 * A page the web app's server renderer drew (apps/web/src/entry-server.tsx): its root's markup and its calls' data,
 * and for a member's page the member's id.
 */
export type RenderedPage = { html: string; state: unknown; member?: string };
/**
 * Draws the page at `url` (path and query) for a reader of `language`, for a visitor or for the member of a session
 * `token`; undefined when it could not (or the token is not a live session's).
 */
export type PageRenderer = (url: string, language: 'en' | 'hi', token?: string) => Promise<RenderedPage | undefined>;

/**
 * A file of the build made into `T` by `make` (given its text), made again whenever the file changes (a new build
 * while the server runs); undefined while there is no such file.
 */
function keptFromFile<T>(file: string, make: (text: string) => T): () => T | undefined {
  let cached: { size: number; mtimeMs: number; made: T } | undefined;
  return () => {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return undefined;
    if (cached?.size !== info.size || cached.mtimeMs !== info.mtimeMs) cached = { size: info.size, mtimeMs: info.mtimeMs, made: make(readFileSync(file, 'utf8')) };
    return cached.made;
  };
}

type ManifestChunks = Record<string, { file: string; imports?: string[]; isEntry?: boolean; assets?: string[] }>;

/** Adds `key` and every chunk it imports in `chunks` to `into`. */
function walkImports(chunks: ManifestChunks, key: string, into: Set<string>): void {
  if (into.has(key) || !chunks[key]) return;
  into.add(key);
  for (const imported of chunks[key].imports ?? []) walkImports(chunks, imported, into);
}

/**
 * The lookup of the files of a source module's chunk and of the chunks it imports in `chunks`, less the entry's own
 * (the HTML loads those already); the entry's chunks are worked out once per manifest.
 */
function chunkLookup(chunks: ManifestChunks): (src: string) => string[] {
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) walkImports(chunks, key, entryKeys);
  return (src) => {
    const needed = new Set<string>();
    walkImports(chunks, src, needed);
    return [...needed].filter((key) => !entryKeys.has(key)).map((key) => chunks[key].file);
  };
}

const noChunks = (): string[] => [];

/** Vite's build manifest (dist/.vite/manifest.json), when the build wrote one: the chunks a source module needs. */
class Manifest {
  private readonly read: () => { chunks: ManifestChunks; files: (src: string) => string[] } | undefined;

  constructor(file: string) {
    this.read = keptFromFile(file, (text) => {
      const chunks = JSON.parse(text) as ManifestChunks;
      return { chunks, files: chunkLookup(chunks) };
    });
  }

  /**
   * The build's lookup of the files a source module needs: the same function while the build is the same, a new one
   * when a new build replaced it, so what was worked out with the old one (the page hints) is known to be stale.
   */
  get chunkFiles(): (src: string) => string[] {
    return this.read()?.files ?? noChunks;
  }

  /** The font files the entry's stylesheet names whose file name contains `part` (such as 'devanagari'). */
  entryFonts(part: string): string[] {
    return Object.values(this.read()?.chunks ?? {})
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.assets ?? [])
      .filter((file) => file.endsWith('.woff2') && file.includes(part));
  }
}

/** The tags of index.html a page's own head replaces: its title, description and Open Graph words. */
const replacedTags = /<title>[^<]*<\/title>|<meta (?:name="description"|property="og:(?:title|description|type)")[^>]*>/g;

/** The build's stylesheet link in index.html (one, of the entry): the page carries its rules instead (decision 163). */
const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/**
 * index.html of the build, read again whenever the file changes (a new build while the server runs), with the
 * stylesheet's rules inlined in a <style> (the same bytes as the file, read with it): a phone then paints from the
 * HTML alone instead of waiting for one more request, and the page's hints are written before those rules, so the
 * browser starts fetching the code and data before it has read them. And the same without the tags a page's own head
 * replaces.
 */
class Shell {
  private readonly kept: () => { html: string; headless: string } | undefined;

  constructor(private readonly dir: string) {
    this.kept = keptFromFile(join(dir, 'index.html'), (built) => {
      const link = stylesheetLink.exec(built);
      const css = link ? readFileSync(join(dir, link[1]), 'utf8').replace(/<\/style/gi, '<\\/style') : undefined;
      // The page's tags go where the stylesheet was (or at the end of the head): before its rules.
      const html = link && css !== undefined ? built.replace(link[0], () => `${tagsHere}<style>${css}</style>`) : built.replace('</head>', `${tagsHere}</head>`);
      return { html, headless: html.replace(replacedTags, '') };
    });
  }

  private read() {
    const shell = this.kept();
    if (!shell) throw new Error(`No index.html in ${this.dir}`);
    return shell;
  }

  html(): string {
    return this.read().html;
  }

  /** The HTML less the tags a page's head writes. */
  headless(): string {
    return this.read().headless;
  }
}

/** Where a page's own tags (its head and its hints) go in the shell. */
const tagsHere = '<!--page-tags-->';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON inside a <script>: `<`, `>`, `&` and the two line separators escaped as \\u sequences, so no text a product holds
 * (`</script>`, `<!--`) can end the script or start markup.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function headTags(head: PageHead): string {
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}" />`;
  const tags = [`<title>${attr(head.title)}</title>`, meta('name', 'description', head.description), `<link rel="canonical" href="${attr(head.canonical)}" />`];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push(meta('property', 'og:type', head.ogType ?? 'website'), meta('property', 'og:title', head.title), meta('property', 'og:description', head.description), meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  if (head.price) tags.push(meta('property', 'product:price:amount', head.price.amount), meta('property', 'product:price:currency', head.price.currency));
  tags.push(meta('name', 'twitter:card', head.image && head.ogType === 'product' ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', head.title), meta('name', 'twitter:description', head.description));
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}

/** The link tags of `hints` (a member's calls are not links: memberCallsTag). */
export function hintTags(hints: Hint[]): string {
  return hints
    .filter((h) => !h.member)
    .map((h) => {
      const parts = [`rel="${h.rel ?? 'preload'}"`, `href="${attr(h.href)}"`];
      if (h.as) parts.push(`as="${h.as}"`);
      if (h.imageSrcSet) parts.push(`imagesrcset="${attr(h.imageSrcSet)}"`, `imagesizes="${attr(h.imageSizes ?? '100vw')}"`);
      if (h.type) parts.push(`type="${attr(h.type)}"`);
      if (h.fetchPriority) parts.push(`fetchpriority="${h.fetchPriority}"`);
      if (h.crossOrigin) parts.push('crossorigin');
      return `<link ${parts.join(' ')} />`;
    })
    .join('');
}

/**
 * A script of the web build (member-calls.js, apps/web/public) for carrying inside a page, so it runs as the HTML is
 * read, not after one more request (decision 165), with its hash for that page's content security policy: that one
 * script runs inline, no other. Its opening comment lines are left out.
 */
const inlineScript = (file: string) =>
  keptFromFile(file, (source) => {
    const text = source.replace(/^(?:\/[/*].*\n)+/, '');
    return { text, hash: createHash('sha256').update(text).digest('base64') };
  });

/** The script making a member's page's calls, each step's in one list, and the page's policy allowing it. */
function memberCallsTag(calls: Hint[], script: { text: string; hash: string }, policy: string) {
  const steps: string[][] = [];
  for (const h of calls) (steps[h.member!.step] ??= []).push(h.href);
  const pictures = calls.find((h) => h.member!.pictures);
  const tag = `<script data-calls="${attr(JSON.stringify(steps.filter(Boolean)))}"${pictures ? ` data-pictures="${attr(pictures.href)}"` : ''}>${script.text}</script>`;
  return { tag, policy: policy.replace("script-src 'self'", `script-src 'self' 'sha256-${script.hash}'`) };
}

export type PageHints = (pathname: string, chunks: (src: string) => string[]) => Promise<Hint[]>;

/** The storefront's module holding the Hindi texts (apps/web/src/i18n/catalogs/hindi.ts). */
const hindiModule = 'src/i18n/catalogs/hindi.ts';

/**
 * The storefront's module holding the English of the screens beyond the first page, which those screens wait for in
 * English only: Hindi's texts hold every screen's.
 */
export const englishRestModule = 'src/i18n/catalogs/english-rest.ts';

/**
 * True when the browser says its shopper reads the shop in Hindi: the storefront keeps the choice in a `Language`
 * cookie beside its local storage (decision 161), so the page can name the Hindi texts' chunk at once.
 */
export const readsHindi = (request: FastifyRequest) => languageOfCookies(request.headers.cookie) === 'hi';

/** index.html's header drawn before the app's code runs (apps/web/index.html). */
const firstPaint = /<header data-first-paint[\s\S]*?<\/header>/;

/** The app's root element and what index.html puts in it (the header's first paint), up to the <noscript> after it. */
const rootContent = /(<div id="root">)[\s\S]*?<\/div>(\s*<noscript>)/;

/** The app's module script in index.html. */
const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A page with its content drawn (decision 164) in place of the header's first paint, and its calls' data after it for
 * the app's cache, with the server's clock (`data-now`) so the app can tell how old that data is by its own. The app's
 * code is fetched and started by /start.js once the page's first screen has been painted: until then the connection
 * and the phone's processor are the page's and its pictures' alone. Then start.js fetches the page's own chunks
 * (`code`: its screen's, the Hindi texts) beside the app's code, not after it has run (decision 171).
 */
const withContent = (template: string, page: RenderedPage, code: string[]) =>
  template
    .replace(appScript, (_, src: string) => `<script src="/start.js" data-app="${src}"${code.length ? ` data-code="${attr(code.join(' '))}"` : ''} defer></script>`)
    .replace(
      rootContent,
      (_, open: string, after: string) =>
        `${open}${page.html}</div><script type="application/json" id="page-data" data-now="${nowHere}"${page.member ? ` data-member="${attr(page.member)}"` : ''}>${scriptJson(page.state)}</script>${after}`,
    );

/**
 * Where the time the page is sent goes, after its ETag is made, so a page whose content is unchanged keeps its ETag.
 * A NUL character: no text of the shop can hold one (app.ts refuses it), so nothing else on the page is taken for it.
 */
const nowHere = '\u0000now';

/** Pages the app draws with the shop's header: all but the bare screens and the back office. */
const showsHeader = (pathname: string) => !isBareScreen(pathname) && !/^\/admin(?:\/|$)/i.test(pathname);

/**
 * The sender of the pages of the build in `webDist`. `hints` names what a page should start loading at once, `heads`
 * what it says about itself; both are asked for every page, and a failure there only costs the hints, or the page's
 * own head (index.html's is sent).
 */
export function pageSender(webDist: string, hints: PageHints, heads?: PageHeads, render?: PageRenderer) {
  const manifest = new Manifest(join(webDist, '.vite', 'manifest.json'));
  const shell = new Shell(webDist);
  const memberCallsScript = inlineScript(join(webDist, 'member-calls.js'));

  /** The page at `pathname`: the app's HTML with that page's hints. */
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const chunks = manifest.chunkFiles;
    const [hinted, head] = await Promise.all([
      hints(pathname, chunks).catch((err: unknown) => {
        request.log.warn({ err }, 'Preload hints for a page failed');
        return [];
      }),
      heads?.(pathname, new URLSearchParams(request.url.split('?')[1] ?? '')).catch((err: unknown) => {
        request.log.warn({ err }, 'The head of a page failed');
        return undefined;
      }),
    ]);
    const hindi = readsHindi(request);
    // A member's cart and checkout come with the member's token in their cookie (decision 169), for drawing them.
    const token = isMemberPage(pathname) ? tokenOfCookies(request.headers.cookie) : null;
    // A public page is drawn with its content, and so is a member's page for that member, unless it is a not-found
    // page or its drawing failed (the app then draws it in the browser, as any other page).
    const drawn =
      render && head?.status !== 404 && (isServerRendered(pathname) || token)
        ? await render(request.url, hindi ? 'hi' : 'en', token ?? undefined).catch((err: unknown) => {
            request.log.warn({ err }, 'Drawing a page on the server failed');
            return undefined;
          })
        : undefined;
    // A shopper reading Hindi: the page says so, and its Hindi texts and Devanagari font load beside the app's code,
    // not after it, so the first render lays its text out once, in its own font (decision 137).
    const languageHints: Hint[] = hindi
      ? [
          ...chunks(hindiModule).map((file): Hint => ({ href: `/${file}`, rel: 'modulepreload' })),
          ...manifest.entryFonts('devanagari').map((file): Hint => ({ href: `/${file}`, as: 'font', type: 'font/woff2', crossOrigin: true })),
        ]
      : [];
    // A page in Hindi does not wait for the English of the screens beyond the first page (its screens do not ask).
    const englishOnly = new Set(hindi ? chunks(englishRestModule).map((file) => `/${file}`) : []);
    // A drawn page carries its calls' data, and its code comes after its first paint (withContent): it starts
    // fetching only its pictures and font early.
    const early = [...hinted.filter((hint) => !englishOnly.has(hint.href)), ...languageHints];
    // A member's calls start first: before the page's code is asked for, and it does not wait for them. A drawn
    // member's page has their replies in it.
    const memberCalls = drawn ? [] : early.filter((hint) => hint.member);
    const script = memberCalls.length ? memberCallsScript() : undefined;
    let callsTag = '';
    if (script) {
      const made = memberCallsTag(memberCalls, script, String(reply.getHeader('content-security-policy') ?? ''));
      callsTag = made.tag;
      reply.header('content-security-policy', made.policy);
    }
    const tags = (head ? headTags(head) : '') + callsTag + hintTags(drawn ? early.filter((hint) => hint.as !== 'fetch' && hint.rel !== 'modulepreload') : early);
    const drawnCode = drawn ? early.filter((hint) => hint.rel === 'modulepreload').map((hint) => hint.href) : [];
    const shown = head ? shell.headless() : shell.html();
    const localised = hindi ? shown.replace('<html lang="en-IN">', '<html lang="hi-IN">') : shown;
    // The header's first paint belongs to the pages that show the header (decision 137).
    const template = drawn ? withContent(localised, drawn, drawnCode) : showsHeader(pathname) ? localised : localised.replace(firstPaint, '');
    const page = template.replace(tagsHere, () => tags);
    const html = Buffer.from(drawn ? page.replace(nowHere, String(Date.now())) : page);
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    // A page drawn for a member holds the member's data: kept by no browser and no shared cache, as the API's replies.
    reply.header('cache-control', drawn?.member ? 'no-store' : 'no-cache');
    if (head?.status === 404) reply.code(404);
    else if (!drawn?.member) {
      // A browser's copy of a drawn page has an earlier `data-now`: the app then takes its data for older, never newer.
      const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      if (notModified(request, etag)) return reply.code(304).send();
    }
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compress(html, encoding));
  };
}
