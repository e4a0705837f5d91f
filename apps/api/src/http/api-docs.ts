/**
 * The API document split in two: visitors at /docs see the shopper calls only; the back office's calls are described
 * at GET /api/admin/openapi.json, for admins only.
 */

type Operation = { tags?: string[] };
type Document = { paths?: Record<string, Record<string, Operation>>; tags?: { name: string }[]; info?: Record<string, unknown> };

const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/** The document with only the paths kept, and only the tags they still use. */
function withPaths<T extends object>(whole: T, keep: (path: string) => boolean): T {
  const document = whole as Document;
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  const used = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((op) => op?.tags ?? [])));
  return { ...document, paths, ...(document.tags && { tags: document.tags.filter((t) => used.has(t.name)) }) } as T;
}

export const shopperDocument = <T extends object>(document: T): T => withPaths(document, (path) => !isAdminPath(path));

export const adminDocument = <T extends object>(document: T): T => ({
  ...withPaths(document, isAdminPath),
  info: { ...(document as Document).info, title: 'Shop back office API', description: 'The back office calls (admins only). Every reply is { response, msg, data }.' },
});
