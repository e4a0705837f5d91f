import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * A closed account's orders, kept for the books without personal data (decision 241): invoices keep the city and
 * state (the place of supply); the street, pin code, name and e-mail go, and the order no longer names the member.
 */
export async function eraseCustomerOf(tx: DbOrTx, memberId: number, erasedName: string) {
  await tx
    .update(orders)
    .set({
      memberId: null,
      customerName: erasedName,
      customerEmail: null,
      address: sql`case when ${orders.address} is null then null else jsonb_build_object('title', '', 'line1', '', 'line2', '', 'landmark', '', 'pinCode', '', 'city', coalesce(${orders.address}->>'city', ''), 'state', coalesce(${orders.address}->>'state', '')) end`,
    })
    .where(eq(orders.memberId, memberId));
}
