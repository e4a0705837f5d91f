import { and, asc, eq, isNotNull, min } from 'drizzle-orm';
import type { Arrival, ShippingOption } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { shippingOptions } from '../../db/schema/index.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { hhmm } from '../../lib/time.ts';

export type DeliveryOption = typeof shippingOptions.$inferSelect;

/** What an option costs for an items total (at selling prices): free when the total is more than its free-above amount. */
export function deliveryChargePaise(option: DeliveryOption, itemsTotalPaise: number): number {
  if (option.freeAbovePaise !== null && itemsTotalPaise > option.freeAbovePaise) return 0;
  return option.chargePaise;
}

export async function deliveryOptions(db: DbOrTx): Promise<DeliveryOption[]> {
  return db.select().from(shippingOptions).orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
}

/** The lowest items total above which some delivery to an address is free (the shop's "free delivery over ₹300"), or null. */
export async function freeDeliveryOverPaise(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ over: min(shippingOptions.freeAbovePaise) })
    .from(shippingOptions)
    .where(and(eq(shippingOptions.needsAddress, true), isNotNull(shippingOptions.freeAbovePaise)));
  return row?.over ?? null;
}

export async function deliveryOption(db: DbOrTx, id: number): Promise<DeliveryOption | null> {
  const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id)).limit(1);
  return row ?? null;
}

/** An option as checkout lists it: its charge for this cart, and when an order placed now would arrive. */
export function toShippingOption(o: DeliveryOption, itemsTotalPaise: number, arrives: Arrival | null): ShippingOption {
  return {
    kid: o.id,
    Name: o.name,
    Description: o.description,
    HindiName: o.hindiName,
    HindiDescription: o.hindiDescription,
    Charge: rupeesFromPaise(o.chargePaise),
    FreeAbove: o.freeAbovePaise === null ? null : rupeesFromPaise(o.freeAbovePaise),
    needsAddress: o.needsAddress,
    DeliveryCharge: rupeesFromPaise(deliveryChargePaise(o, itemsTotalPaise)),
    Arrives: arrives,
    OrderBy: o.sameDayUntilMinute === null ? null : hhmm(o.sameDayUntilMinute),
  };
}
