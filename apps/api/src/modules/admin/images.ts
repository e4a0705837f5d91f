import { uploadsPath } from '@shop/contract/calls';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminUpload, AdminUploadKind } from '@shop/contract/admin';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { HttpError } from '../../http/reply.ts';

/** Where uploaded pictures are served from (the admin plugin lives under /api). */

/** Each kind of picture is stored in two sizes: the one the shop shows and a smaller copy for lists. */
const sizes: Record<AdminUploadKind, { folder: string; large: [number, number]; small: [number, number]; fit: 'contain' | 'cover' }> = {
  product: { folder: 'products', large: [800, 800], small: [400, 400], fit: 'contain' },
  category: { folder: 'categories', large: [400, 400], small: [200, 200], fit: 'contain' },
  // Banners match the home page's strip (1200 x 250 in the demo pictures): 24:5.
  banner: { folder: 'banners', large: [1920, 400], small: [960, 200], fit: 'cover' },
};

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
export const notAPicture = () => new HttpError(415, 'Please choose a picture file (JPEG, PNG, WebP, GIF or AVIF).');

/**
 * Checks that the bytes really are a picture (whatever the browser claimed), then stores it resized as WebP in
 * two sizes under a random name in the uploads table, so a stored picture never changes and can be cached for a year.
 */
export async function storePicture(db: DbOrTx, kind: AdminUploadKind, input: Buffer): Promise<AdminUpload> {
  const spec = sizes[kind];
  // A limit on pixels keeps a small file that unpacks into a huge picture from exhausting memory.
  const source = () => sharp(input, { limitInputPixels: 50_000_000, animated: false });
  let format: string | undefined;
  try {
    format = (await source().metadata()).format;
  } catch {
    throw notAPicture();
  }
  if (!format || !acceptedFormats.has(format)) throw notAPicture();
  const name = randomBytes(9).toString('base64url');
  const render = async ([width, height]: [number, number]) => {
    const file = `${spec.folder}/${name}-${width}.webp`;
    const data = await source()
      .rotate()
      .resize(width, height, { fit: spec.fit, background: { r: 255, g: 255, b: 255, alpha: 1 } })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer();
    return { name: file, data };
  };
  let large: { name: string; data: Buffer };
  let small: { name: string; data: Buffer };
  try {
    [large, small] = [await render(spec.large), await render(spec.small)];
  } catch {
    throw notAPicture();
  }
  await db.insert(uploads).values([large, small].map((p) => ({ name: p.name, contentType: 'image/webp', bytes: p.data })));
  return { image: `${uploadsPath}${large.name}`, thumb: `${uploadsPath}${small.name}`, width: spec.large[0], height: spec.large[1] };
}

/** An uploaded picture by its name under /api/uploads/. */
export async function findUpload(db: DbOrTx, name: string) {
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.name, name)).limit(1);
  return row;
}

/**
 * Earlier versions kept uploads as files in DATA_DIR/uploads/<kind>/<name>.webp: those not yet in the table are
 * copied in (at start; a second run finds nothing to do). Returns how many were added.
 */
export async function importUploadsFolder(db: DbOrTx, dataDir: string): Promise<number> {
  if (dataDir.startsWith('memory://')) return 0;
  const root = join(resolve(dataDir), 'uploads');
  let added = 0;
  for (const folder of Object.values(sizes).map((s) => s.folder)) {
    const names = await readdir(join(root, folder)).catch(() => [] as string[]);
    for (const file of names.filter((n) => /^[\w-]+\.webp$/.test(n))) {
      const name = `${folder}/${file}`;
      const bytes = await readFile(join(root, folder, file));
      const inserted = await db.insert(uploads).values({ name, contentType: 'image/webp', bytes }).onConflictDoNothing({ target: uploads.name }).returning({ id: uploads.id });
      added += inserted.length;
    }
  }
  return added;
}
