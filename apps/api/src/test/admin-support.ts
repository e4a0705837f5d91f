import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { members, orderLines, orders, orderStatusHistory, products } from '../db/schema/index.ts';
import { issueToken } from '../modules/session/index.ts';
import { ensureAdmin } from '../modules/auth/index.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './test-app.ts';

/** An admin, the demo member and a visitor, with tokens, for back-office tests. */
export async function signIn(app: FastifyInstance) {
  const { id: adminId } = await ensureAdmin(app.db, `owner-${randomBytes(3).toString('hex')}@example.com`, 'owner-password-1', { firstName: 'Meera', lastName: 'Owner' });
  const [asha] = await app.db.select({ id: members.id }).from(members).where(eq(members.email, 'asha@annapurna.example'));
  return {
    admin: { id: adminId, token: await issueToken(app.db, app.keys.session, adminId, 1) },
    member: { id: asha.id, token: await issueToken(app.db, app.keys.session, asha.id, 1) },
  };
}

/**
 * For a test file of the back office: a test app and an admin's token, made before its tests (handed to `take`) and
 * closed after them.
 */
export function backOfficeTestApp(take: (made: { app: FastifyInstance; token: string }) => void) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    take({ app, token: (await signIn(app)).admin.token });
  });
  afterAll(() => app?.close());
}

export async function createMember(app: FastifyInstance, email = `shopper-${randomBytes(3).toString('hex')}@example.com`) {
  const [row] = await app.db.insert(members).values({ firstName: 'Ravi', lastName: 'Kumar', email, mobile: '9812345678' }).returning({ id: members.id });
  return { id: row.id, email, token: await issueToken(app.db, app.keys.session, row.id, 1) };
}

/**
 * An order as checkout leaves it (stock taken, history row 'Pending'), written straight to the tables so these
 * tests do not depend on the checkout module.
 */
export async function insertOrder(
  app: FastifyInstance,
  opts: { memberId: number | null; email?: string | null; lines: { productId: number; qty: number }[]; createdAt?: Date; /** A UPI order awaiting its payment, due in 30 minutes. */ upi?: boolean },
) {
  const ids = opts.lines.map((l) => l.productId);
  const rows = await app.db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((p) => [p.id, p]));
  const tag = randomBytes(4).toString('hex').toUpperCase();
  return app.db.transaction(async (tx) => {
    let total = 0;
    let payable = 0;
    for (const l of opts.lines) {
      const p = byId.get(l.productId)!;
      total += p.mrpPaise * l.qty;
      payable += p.pricePaise * l.qty;
      await tx.update(products).set({ stock: sql`${products.stock} - ${l.qty}` }).where(eq(products.id, l.productId));
    }
    const [order] = await tx
      .insert(orders)
      .values({
        memberId: opts.memberId,
        tranId: `TR${tag}`,
        invoiceNumber: `INV-${tag}`,
        customerName: 'Asha Verma',
        customerEmail: opts.email === undefined ? 'asha@annapurna.example' : opts.email,
        shippingOptionId: 1,
        shippingOptionName: 'Home delivery',
        address: { title: 'Home', line1: '12 MG Road', line2: '', landmark: '', city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' },
        totalPaise: total,
        discountPaise: total - payable,
        payablePaise: payable,
        quoteId: `q-${tag}`,
        ...(opts.upi ? { paymentMode: 'UPI', paymentStatus: 'awaiting', upiPayee: 'annapurnaorganics@okaxis', paymentDueAt: new Date(Date.now() + 30 * 60_000) } : {}),
        ...(opts.createdAt ? { createdAt: opts.createdAt, invoiceDate: opts.createdAt } : {}),
      })
      .returning();
    await tx.insert(orderLines).values(
      opts.lines.map((l) => {
        const p = byId.get(l.productId)!;
        return { orderId: order.id, productId: p.id, name: p.name, image: p.image, packSize: p.packSize, unitPricePaise: p.pricePaise, mrpPaise: p.mrpPaise, qty: l.qty, discountPaise: (p.mrpPaise - p.pricePaise) * l.qty, totalPaise: p.pricePaise * l.qty };
      }),
    );
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 1, note: 'Order placed' });
    return order;
  });
}

/** A small real picture. */
export const samplePng = () => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();

/** A multipart/form-data body with one file in the field "file". */
export function multipartFile(data: Buffer, filename: string, contentType: string) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A food's label (decision 263): what a food needs to be on sale. */
export const foodLabelBody = () => ({
  ingredients: 'Kodo millet (100%)',
  allergens: [],
  nutrition: { Per: '100g', EnergyKcal: 353, ProteinG: 8.3, CarbohydrateG: 66, TotalSugarsG: 1, AddedSugarsG: 0, TotalFatG: 1.4, SaturatedFatG: 0.3, TransFatG: 0, SodiumMg: 5 },
  fssaiLicence: '11224999000487',
  organicCertification: null,
  freshProduce: false,
});

/** A complete new product for POST /api/admin/products, a fresh name each time, in the subcategory `categoryId`. */
export const newProductBody = (categoryId: number) => ({
  name: `Kodo Millet ${randomBytes(2).toString('hex')}`,
  brand: 'Annapurna',
  packSize: '500 g',
  categoryId,
  price: 89.5,
  mrp: 110,
  minQty: 2,
  maxQty: 8,
  stock: 30,
  popularity: 5,
  shortDescription: 'A small, quick-cooking millet.',
  description: 'Grown without chemicals in the Deccan.',
  origin: 'Karnataka, India',
  image: '/images/products/kodo-millet.svg',
  isActive: true,
  netQuantity: '500 g',
  countryOfOrigin: 'India',
  manufacturer: 'Packed by Annapurna Organics, 14, Residency Road, Bengaluru 560025',
  bestBefore: '9 months from packing',
  foodType: 'veg',
  hsn: '1008',
  gstRate: 5,
  ...foodLabelBody(),
});
