import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { banners, categories, cities, company, coupons, deliveryAreas, deliverySlots, members, products, shippingOptions, states, stockBatches } from '../schema/index.ts';
import { BATCHED_SUBCATEGORIES, demoBatches } from './batches.ts';
import { indiaDay } from '../../lib/time.ts';
import { demoBanners } from './banners.ts';
import { demoCatalogue } from './catalogue.ts';
import { demoCompany } from './company.ts';
import { demoCoupons } from './coupons.ts';
import { demoMembers } from './members.ts';
import { indiaStates } from './india.ts';
import { deliveryOptions, demoDeliveryAreas, demoDeliverySlots } from './delivery.ts';
import { hashPassword } from '../../lib/password.ts';

/** States, cities and delivery options: reference data every shop needs, demo or not. Safe to run at every start. */
export async function seedReferenceData(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(states);
  if (n === 0) {
    await db.transaction(async (tx) => {
      for (const s of indiaStates) {
        const [row] = await tx.insert(states).values({ name: s.name, code: s.code }).returning({ id: states.id });
        await tx.insert(cities).values(s.cities.map((name) => ({ stateId: row.id, name })));
      }
    });
  }
  await db.insert(shippingOptions).values(deliveryOptions).onConflictDoNothing();
}

/** A demo account as seeded: its one copy of the random first password, for the start's log and the 0600 file. */
export type DemoAccount = { email: string; password: string; role: 'member' | 'admin' };

/** Loads the demo shop into an empty database; returns the demo accounts it made, or null when the shop had products. */
export async function seedDemoShopIfEmpty(db: Db): Promise<DemoAccount[] | null> {
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) return null;
  return seedDemoShop(db);
}

/** Loads the demo shop (company, banners, catalogue, coupons, demo accounts with random passwords). */
export async function seedDemoShop(db: Db): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = demoMembers.map((m) => ({ email: m.email, role: m.role, password: randomBytes(12).toString('base64url') }));
  const memberRows = await Promise.all(demoMembers.map(async (m, i) => ({ ...m, passwordHash: await hashPassword(accounts[i].password) })));
  await db.transaction(async (tx) => {
    await tx.insert(company).values(demoCompany);
    await tx.insert(banners).values(demoBanners);
    let categoryOrder = 0;
    for (const cat of demoCatalogue) {
      const [parent] = await tx
        .insert(categories)
        .values({ name: cat.name, hindiName: cat.hindiName, picture: cat.picture, sortOrder: categoryOrder++ })
        .returning({ id: categories.id });
      let subOrder = 0;
      for (const sub of cat.subcategories) {
        const [child] = await tx
          .insert(categories)
          .values({ name: sub.name, hindiName: sub.hindiName, picture: sub.picture, parentId: parent.id, sortOrder: subOrder++ })
          .returning({ id: categories.id });
        if (!sub.products.length) continue;
        const seeded = await tx
          .insert(products)
          .values(sub.products.map((p) => ({ ...p, categoryId: child.id })))
          .returning({ id: products.id, stock: products.stock, bestBefore: products.bestBefore });
        const batches = BATCHED_SUBCATEGORIES.includes(sub.name) ? demoBatches(seeded, indiaDay(new Date())) : [];
        if (batches.length) await tx.insert(stockBatches).values(batches);
      }
    }
    await tx.insert(coupons).values(demoCoupons());
    await tx.insert(deliveryAreas).values(demoDeliveryAreas);
    await tx.insert(deliverySlots).values(demoDeliverySlots);
    for (const m of memberRows) {
      await tx
        .insert(members)
        .values({ ...m, passwordHash: m.passwordHash, passwordConfirmedAt: new Date(), demoPassword: true });
    }
  });
  return accounts;
}
