import { asc, eq, inArray, max } from 'drizzle-orm';
import type { AdminBanner, AdminBannerInput } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { setSortOrder } from '../../lib/paging.ts';

const columns = { id: banners.id, name: banners.name, image: banners.image, navigateUrl: banners.navigateUrl, isActive: banners.isActive, sortOrder: banners.sortOrder };

export async function listBanners(db: Db): Promise<AdminBanner[]> {
  return db.select(columns).from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function createBanner(db: Db, actorId: number, input: AdminBannerInput): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(banners.sortOrder) }).from(banners);
    const [row] = await tx
      .insert(banners)
      .values({ ...input, sortOrder: (last ?? -1) + 1 })
      .returning(columns);
    await recordAudit(tx, { actorId, action: 'create', entity: 'banner', entityId: row.id, detail: { name: row.name } });
    return row;
  });
}

export async function updateBanner(db: Db, actorId: number, id: number, input: AdminBannerInput): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(banners).where(eq(banners.id, id)).limit(1);
    if (!before) throw notFound('No such banner.');
    const changes = changedFields(before, input);
    if (!Object.keys(changes).length) return before;
    const [row] = await tx.update(banners).set(input).where(eq(banners.id, id)).returning(columns);
    await recordAudit(tx, { actorId, action: 'update', entity: 'banner', entityId: id, detail: { name: row.name, changes } });
    return row;
  });
}

export async function deleteBanner(db: Db, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning(columns);
    if (!row) throw notFound('No such banner.');
    await recordAudit(tx, { actorId, action: 'delete', entity: 'banner', entityId: id, detail: { name: row.name, image: row.image, navigateUrl: row.navigateUrl } });
  });
}

export async function reorderBanners(db: Db, actorId: number, ids: number[]): Promise<AdminBanner[]> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: banners.id }).from(banners).where(inArray(banners.id, ids));
    if (found.length !== ids.length) throw notFound('Some of these banners do not exist.');
    await setSortOrder(tx, banners, ids);
    await recordAudit(tx, { actorId, action: 'reorder', entity: 'banner', entityId: 'all', detail: { ids } });
  });
  return listBanners(db);
}
