import { and, count, desc, eq } from 'drizzle-orm';
import type { AdminAuditEntry, AdminPage } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog, members } from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/paging.ts';

export type AuditEntry = {
  actorId: number;
  /** What was done: create, update, hide, show, stock, status, disable, enable, delete, reorder, upload, read, unread. */
  action: string;
  /** What it was done to: product, category, banner, company, order, coupon, member, message, picture. */
  entity: string;
  entityId: number | string;
  detail?: Record<string, unknown>;
};

/** Writes one audit row; called inside the same transaction as the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, entity: entry.entity, entityId: String(entry.entityId), detail: entry.detail ?? {} });
}

/** The fields whose values differ, as { field: [before, after] }, for an update's audit row. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    const same = old instanceof Date && value instanceof Date ? old.getTime() === value.getTime() : old === value;
    if (!same) changes[key] = [old, value];
  }
  return changes;
}

export async function listAudit(db: Db, query: { page: number; pageSize: number; entity?: string }): Promise<AdminPage<AdminAuditEntry>> {
  const where = and(query.entity ? eq(auditLog.entity, query.entity) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: auditLog, firstName: members.firstName, lastName: members.lastName })
      .from(auditLog)
      .leftJoin(members, eq(members.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ row, firstName, lastName }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: firstName === null ? null : `${firstName} ${lastName}`.trim(),
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      detail: row.detail,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
