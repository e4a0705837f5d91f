// /sitemap.xml: every page of the shop a search engine should know, with when it last changed (issue 17,
// decision 131): home, shop, the category list, each shown category and subcategory, each shown product. Made once
// per catalogue version (one read of the shown products' ids and change times) and kept as sent, compressed once per
// encoding. Over `limit` addresses (50,000, the protocol's most per file) /sitemap.xml is an index of
// /sitemap/1.xml, /sitemap/2.xml… of at most `limit` each.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { compressNow, type Encoding } from '../../http/encoding.ts';
import { productShown } from './product-view.ts';
import { listAllCategories } from './service.ts';
import type { VersionSource } from './reply-cache.ts';

/** The site's absolute address for `path`. */
const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href;

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

type Url = { path: string; lastmod?: Date };

/** A file as sent: its bytes, its ETag, and its compressed copies made on first use. */
export type SitemapFile = { body: Buffer; etag: string; encoded: Partial<Record<Encoding, Buffer>> };

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const day = (when: Date) => when.toISOString().slice(0, 10);

function file(xml: string): SitemapFile {
  const body = Buffer.from(xml);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, encoded: {} };
}

/** The copy of `sent` in `encoding`, made once. */
export function encodedCopy(sent: SitemapFile, encoding: Encoding): Buffer {
  sent.encoded[encoding] ??= compressNow(sent.body, encoding);
  return sent.encoded[encoding];
}

/** Every address of the sitemap, in a stable order: the fixed pages, categories in display order, products by id. */
async function shopUrls(db: Db): Promise<Url[]> {
  const [all, rows] = await Promise.all([
    listAllCategories(db),
    db
      .select({ id: products.id, categoryId: products.categoryId, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(productShown)
      .orderBy(asc(products.id)),
  ]);
  // A category changes when one of its products (or its subcategories' products) does.
  const changed = new Map<number, Date>();
  const parentOf = new Map(all.map((c) => [c.catid, c.ParentId]));
  const touch = (id: number | null | undefined, when: Date) => {
    if (id === null || id === undefined) return;
    const before = changed.get(id);
    if (!before || before < when) changed.set(id, when);
  };
  let newest: Date | undefined;
  for (const row of rows) {
    touch(row.categoryId, row.updatedAt);
    touch(parentOf.get(row.categoryId), row.updatedAt);
    if (!newest || newest < row.updatedAt) newest = row.updatedAt;
  }
  return [
    { path: '/', lastmod: newest },
    { path: '/shop', lastmod: newest },
    { path: '/category', lastmod: newest },
    ...all.map((c) => ({ path: c.ParentId === null ? `/category/${c.catid}` : `/subcategory/${c.catid}`, lastmod: changed.get(c.catid) })),
    ...rows.map((row) => ({ path: `/product/${row.id}`, lastmod: row.updatedAt })),
  ];
}

function urlset(origin: string, urls: Url[]): string {
  const entries = urls.map((u) => `<url><loc>${xmlText(absolute(origin, u.path))}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('\n')}</urlset>\n`;
}

function sitemapIndex(origin: string, parts: Url[][]): string {
  const entries = parts.map((part, i) => {
    const lastmod = part.reduce<Date | undefined>((newest, u) => (u.lastmod && (!newest || newest < u.lastmod) ? u.lastmod : newest), undefined);
    return `<sitemap><loc>${xmlText(absolute(origin, `/sitemap/${i + 1}.xml`))}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('\n')}</sitemapindex>\n`;
}

/**
 * The sitemap's files for the catalogue's current version: `file(0)` is /sitemap.xml, `file(n)` /sitemap/n.xml
 * (undefined when there is no such part). Made on first ask after a catalogue change; a change while making them is
 * never kept as current (the version is read first).
 */
export function sitemapFiles(db: Db, version: VersionSource, origin: string, limit = SITEMAP_URL_LIMIT) {
  let kept: { version: number; files: Promise<SitemapFile[]> } | undefined;
  const make = async (): Promise<SitemapFile[]> => {
    const urls = await shopUrls(db);
    if (urls.length <= limit) return [file(urlset(origin, urls))];
    const parts: Url[][] = [];
    for (let at = 0; at < urls.length; at += limit) parts.push(urls.slice(at, at + limit));
    return [file(sitemapIndex(origin, parts)), ...parts.map((part) => file(urlset(origin, part)))];
  };
  return async (n: number): Promise<SitemapFile | undefined> => {
    const now = await version.current();
    let files = kept?.version === now ? kept.files : undefined;
    if (!files) {
      const making = make();
      kept = { version: now, files: making };
      making.catch(() => {
        if (kept?.files === making) kept = undefined;
      });
      files = making;
    }
    return (await files)[n];
  };
}
