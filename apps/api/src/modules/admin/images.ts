import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { AdminUpload, AdminUploadKind } from '@shop/contract/admin';
import { HttpError } from '../../http/reply.ts';

/** Where uploaded pictures are served from (the admin plugin lives under /api). */
export const uploadsUrlPrefix = '/api/uploads/';

/** The folder of uploaded pictures: DATA_DIR/uploads, or a temporary folder (removed on close) for memory://. */
export function openUploadsDir(dataDir: string): { dir: string; cleanup: () => void } {
  if (dataDir.startsWith('memory://')) {
    const dir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
    return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const dir = join(resolve(dataDir), 'uploads');
  mkdirSync(dir, { recursive: true });
  return { dir, cleanup: () => {} };
}

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
 * two sizes under a random name, so a stored picture never changes and can be cached for a year.
 */
export async function storePicture(uploadsDir: string, kind: AdminUploadKind, input: Buffer): Promise<AdminUpload> {
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
  const folder = join(uploadsDir, spec.folder);
  await mkdir(folder, { recursive: true });
  const render = async ([width, height]: [number, number]) => {
    const file = `${name}-${width}.webp`;
    const data = await source()
      .rotate()
      .resize(width, height, { fit: spec.fit, background: { r: 255, g: 255, b: 255, alpha: 1 } })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer();
    await writeFile(join(folder, file), data, { flag: 'wx' });
    return `${uploadsUrlPrefix}${spec.folder}/${file}`;
  };
  try {
    const [image, thumb] = [await render(spec.large), await render(spec.small)];
    return { image, thumb, width: spec.large[0], height: spec.large[1] };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw notAPicture();
  }
}
