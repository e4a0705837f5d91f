import { m } from '@shop/contract/text';
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { orderStatusWord } from '@shop/contract/format';
import { type AdminCoupon, type AdminCouponInput, type AdminCouponUse, type AdminPage } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { couponUses, coupons, members, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { countedUsesOf } from './rules.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { containsPattern, outer, pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { paiseFromRupees, rupeesFromPaise } from '../../lib/money.ts';

const liveUses = countedUsesOf(outer(coupons, coupons.id));

type CouponRow = typeof coupons.$inferSelect & { uses: number };

function toAdminCoupon(c: CouponRow): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    hindiDescription: c.hindiDescription,
    kind: c.kind,
    value: c.kind === 'flat' ? rupeesFromPaise(c.value) : c.value,
    minOrder: rupeesFromPaise(c.minOrderPaise),
    maxDiscount: c.maxDiscountPaise === null ? null : rupeesFromPaise(c.maxDiscountPaise),
    startsAt: isoOrNull(c.startsAt),
    expiresAt: isoOrNull(c.expiresAt),
    usageLimit: c.usageLimit,
    perMemberLimit: c.perMemberLimit,
    firstOrderOnly: c.firstOrderOnly,
    isActive: c.isActive,
    uses: c.uses,
    createdAt: iso(c.createdAt),
  };
}

function toColumns(input: AdminCouponInput) {
  return {
    code: input.code,
    description: input.description,
    hindiDescription: input.hindiDescription ?? null,
    kind: input.kind,
    value: input.kind === 'flat' ? paiseFromRupees(input.value) : input.value,
    minOrderPaise: paiseFromRupees(input.minOrder),
    maxDiscountPaise: input.maxDiscount === null ? null : paiseFromRupees(input.maxDiscount),
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
    usageLimit: input.usageLimit,
    perMemberLimit: input.perMemberLimit,
    firstOrderOnly: input.firstOrderOnly,
    isActive: input.isActive,
  };
}

export async function listCoupons(db: Db, q: { page: number; pageSize: number; search?: string }): Promise<AdminPage<AdminCoupon>> {
  const where = q.search ? or(ilike(coupons.code, containsPattern(q.search)), ilike(coupons.description, containsPattern(q.search)), ilike(coupons.hindiDescription, containsPattern(q.search))) : undefined;
  const { limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ ...couponColumns(), uses: liveUses }).from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { items: rows.map(toAdminCoupon), total, page: q.page, pageSize: q.pageSize };
}

function couponColumns() {
  const { id, code, description, hindiDescription, kind, value, minOrderPaise, maxDiscountPaise, startsAt, expiresAt, usageLimit, perMemberLimit, firstOrderOnly, isActive, createdAt } = coupons;
  return { id, code, description, hindiDescription, kind, value, minOrderPaise, maxDiscountPaise, startsAt, expiresAt, usageLimit, perMemberLimit, firstOrderOnly, isActive, createdAt };
}

export async function getCoupon(db: DbOrTx, id: number): Promise<AdminCoupon> {
  const [row] = await db.select({ ...couponColumns(), uses: liveUses }).from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) throw notFound('No such coupon.');
  return toAdminCoupon(row);
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number) {
  const filters: (SQL | undefined)[] = [eq(sql`upper(${coupons.code})`, code.toUpperCase())];
  if (exceptId) filters.push(ne(coupons.id, exceptId));
  const [taken] = await db.select({ id: coupons.id }).from(coupons).where(and(...filters)).limit(1);
  if (taken) throw conflict(m`There is already a coupon with the code ${code}.`);
}

export async function createCoupon(db: Db, actorId: number, input: AdminCouponInput): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const [{ id }] = await tx.insert(coupons).values(toColumns(input)).returning({ id: coupons.id });
    await recordAudit(tx, { actorId, action: 'create', entity: 'coupon', entityId: id, detail: { code: input.code, kind: input.kind, value: input.value } });
    return getCoupon(tx, id);
  });
}

export async function updateCoupon(db: Db, actorId: number, id: number, input: AdminCouponInput): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(couponColumns()).from(coupons).where(eq(coupons.id, id)).limit(1);
    if (!before) throw notFound('No such coupon.');
    if (input.code !== before.code) await assertCodeFree(tx, input.code, id);
    // A Hindi description left out stays as it is (a back office that does not know it yet keeps it).
    const values = { ...toColumns(input), hindiDescription: input.hindiDescription === undefined ? before.hindiDescription : input.hindiDescription };
    const changes = changedFields(before, values);
    if (Object.keys(changes).length) {
      await tx.update(coupons).set(values).where(eq(coupons.id, id));
      await recordAudit(tx, { actorId, action: 'update', entity: 'coupon', entityId: id, detail: { code: input.code, changes } });
    }
    return getCoupon(tx, id);
  });
}

export async function setCouponActive(db: Db, actorId: number, id: number, isActive: boolean): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set({ isActive }).where(eq(coupons.id, id)).returning({ code: coupons.code });
    if (!row) throw notFound('No such coupon.');
    await recordAudit(tx, { actorId, action: isActive ? 'enable' : 'disable', entity: 'coupon', entityId: id, detail: { code: row.code } });
    return getCoupon(tx, id);
  });
}

/** Who used a coupon, on which order and for how much, newest first. */
export async function couponUsesOf(db: Db, id: number, q: { page: number; pageSize: number }): Promise<AdminPage<AdminCouponUse>> {
  await getCoupon(db, id);
  const where = eq(couponUses.couponId, id);
  const { limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: couponUses.id,
        orderId: couponUses.orderId,
        tranId: orders.tranId,
        orderStatus: orders.status,
        memberId: couponUses.memberId,
        customerName: orders.customerName,
        email: members.email,
        orderEmail: orders.customerEmail,
        discountPaise: couponUses.discountPaise,
        createdAt: couponUses.createdAt,
      })
      .from(couponUses)
      .innerJoin(orders, eq(orders.id, couponUses.orderId))
      .leftJoin(members, eq(members.id, couponUses.memberId))
      .where(where)
      .orderBy(desc(couponUses.createdAt), desc(couponUses.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(couponUses).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      tranId: r.tranId,
      orderStatus: r.orderStatus,
      orderStatusName: orderStatusWord(r.orderStatus),
      memberId: r.memberId,
      memberName: r.customerName,
      email: r.email ?? r.orderEmail,
      discount: rupeesFromPaise(r.discountPaise),
      at: iso(r.createdAt),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
