import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { banners, categories, cities, company, coupons, members, products, shippingOptions, states } from '../schema/index.ts';
import { demoBanners } from './banners.ts';
import { demoCatalogue } from './catalogue.ts';
import { demoCompany } from './company.ts';
import { demoCoupons } from './coupons.ts';
import { demoMembers } from './members.ts';
import { indiaStates } from './india.ts';
import { deliveryOptions } from './delivery.ts';
import { hashPassword } from '../../modules/auth/password.ts';

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

/** Loads the demo shop (company, banners, catalogue, coupons, demo accounts) into an empty database. */
export async function seedDemoShopIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) return false;
  await seedDemoShop(db);
  return true;
}

export async function seedDemoShop(db: Db) {
  const memberRows = await Promise.all(demoMembers.map(async (m) => ({ ...m, passwordHash: await hashPassword(m.password) })));
  await db.transaction(async (tx) => {
    await tx.insert(company).values(demoCompany);
    await tx.insert(banners).values(demoBanners);
    let categoryOrder = 0;
    for (const cat of demoCatalogue) {
      const [parent] = await tx
        .insert(categories)
        .values({ name: cat.name, picture: cat.picture, sortOrder: categoryOrder++ })
        .returning({ id: categories.id });
      let subOrder = 0;
      for (const sub of cat.subcategories) {
        const [child] = await tx
          .insert(categories)
          .values({ name: sub.name, picture: sub.picture, parentId: parent.id, sortOrder: subOrder++ })
          .returning({ id: categories.id });
        if (sub.products.length) await tx.insert(products).values(sub.products.map((p) => ({ ...p, categoryId: child.id })));
      }
    }
    await tx.insert(coupons).values(demoCoupons());
    for (const m of memberRows) {
      await tx.insert(members).values({ firstName: m.firstName, lastName: m.lastName, email: m.email, mobile: m.mobile, pincode: m.pincode, role: m.role, passwordHash: m.passwordHash });
    }
  });
}
