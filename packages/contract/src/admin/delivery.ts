import { said } from '../text.ts';
import { z } from 'zod';
import { envelope, idParam } from '../envelope.ts';
import { isoDay, optionalText, requiredText, rupeesField, wholeField } from './common.ts';

const pinField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: said`${label} is required.` })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^[1-9][0-9]{5}$/, { error: said`${label} must be a 6-digit pin code that does not start with 0.` }))
    .transform(Number);

const timeField = (label: string) => z.string({ error: said`${label} is required.` }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, { error: said`${label} must be a time like 07:00.` });

/** A delivery option with its charge rules, how many areas it reaches and whether it books slots. */
export const adminDeliveryOption = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Rupees. */
  charge: z.number(),
  /** Orders whose items come to more than this ship free (rupees); null: never free. */
  freeAbove: z.number().nullable(),
  needsAddress: z.boolean(),
  areaCount: z.number().int(),
  slotCount: z.number().int(),
  /** For an option without slots: orders placed before this time (HH:MM, India time) arrive the same day; null: no same-day promise. */
  sameDayUntil: z.string().nullable(),
});
export type AdminDeliveryOption = z.infer<typeof adminDeliveryOption>;
export const adminDeliveryOptionListReply = envelope(z.array(adminDeliveryOption));
export const adminDeliveryOptionReply = envelope(adminDeliveryOption);

/** PUT /api/admin/delivery/options/:id: the option's charge rules. */
export const adminDeliveryOptionInput = z.object({
  charge: rupeesField('Charge', { max: 10_000 }),
  freeAbove: rupeesField('Free above', { max: 1_000_000 }).nullable(),
  /** Left out: unchanged. */
  sameDayUntil: timeField('Same-day orders until').nullable().optional(),
});
export type AdminDeliveryOptionInput = z.input<typeof adminDeliveryOptionInput>;

/** ?did= of the area and slot lists. */
export const adminDeliveryOptionQuery = z.object({ did: idParam('did') });

/** One area: a single pin code (from = to) or a range, with the city and state it is in. */
export const adminDeliveryArea = z.object({ id: z.number().int(), did: z.number().int(), from: z.string(), to: z.string(), city: z.string(), state: z.string() });
export type AdminDeliveryArea = z.infer<typeof adminDeliveryArea>;
export const adminDeliveryAreaListReply = envelope(z.array(adminDeliveryArea));
export const adminDeliveryAreaReply = envelope(adminDeliveryArea);

/** POST /api/admin/delivery/areas: a pin code, or a range from–to, for one option. */
export const adminDeliveryAreaInput = z
  .object({
    did: wholeField('did', 1, 2_147_483_647),
    from: pinField('From pin code'),
    /** Left out (or equal to from) for a single pin code. */
    to: pinField('To pin code').optional(),
    city: requiredText('City', 1, 80),
    state: requiredText('State', 2, 80),
  })
  .refine((a) => a.to === undefined || a.to >= a.from, { path: ['to'], error: 'The last pin code of a range cannot be below its first.' });
export type AdminDeliveryAreaInput = z.input<typeof adminDeliveryAreaInput>;

/**
 * POST /api/admin/delivery/areas/import: CSV text, one area a line: `pin,city,state` or `from,to,city,state` (a
 * header line is skipped). Good rows are added, bad ones reported with their line number and why.
 */
export const adminDeliveryAreaImportInput = z.object({
  did: wholeField('did', 1, 2_147_483_647),
  csv: z.string({ error: 'csv must be text.' }).min(1, { error: 'The CSV file is empty.' }).max(200_000, { error: 'The CSV file is too large (at most 200,000 characters).' }),
});
export const adminDeliveryAreaImportReply = envelope(
  z.object({ added: z.number().int(), rejected: z.array(z.object({ line: z.number().int(), text: z.string(), reason: z.string() })) }),
);


/** A weekly slot of an option: weekday 0 (Sunday) to 6 (Saturday), India time. */
export const adminDeliverySlot = z.object({
  id: z.number().int(),
  did: z.number().int(),
  weekday: z.number().int(),
  from: z.string(),
  to: z.string(),
  capacity: z.number().int(),
  cutoffHours: z.number().int(),
  active: z.boolean(),
});
export type AdminDeliverySlot = z.infer<typeof adminDeliverySlot>;
export const adminDeliverySlotListReply = envelope(z.array(adminDeliverySlot));
export const adminDeliverySlotReply = envelope(adminDeliverySlot);

/** POST /api/admin/delivery/slots and PUT /api/admin/delivery/slots/:id. */
export const adminDeliverySlotInput = z
  .object({
    did: wholeField('did', 1, 2_147_483_647),
    weekday: wholeField('Weekday', 0, 6),
    from: timeField('Start'),
    to: timeField('End'),
    capacity: wholeField('Capacity', 0, 10_000),
    cutoffHours: wholeField('Cut-off hours', 0, 72),
    active: z.boolean({ error: 'active must be true or false.' }).optional().default(true),
  })
  .refine((s) => s.to > s.from, { path: ['to'], error: 'The slot must end after it starts.' });
export type AdminDeliverySlotInput = z.input<typeof adminDeliverySlotInput>;

/** A day an option does not deliver. */
export const adminClosedDay = z.object({ did: z.number().int(), day: z.string(), note: z.string() });
export const adminClosedDayListReply = envelope(z.array(adminClosedDay));

/** POST /api/admin/delivery/closed-days: close a day (holiday) for an option, or open it again. */
export const adminClosedDayInput = z.object({
  did: wholeField('did', 1, 2_147_483_647),
  day: isoDay('day'),
  closed: z.boolean({ error: 'closed must be true or false.' }),
  note: optionalText('Note', 120).optional(),
});
export type AdminClosedDayInput = z.input<typeof adminClosedDayInput>;

/**
 * GET /api/admin/picking?day&slot: a day's orders to pick (Pending ones), or one slot's of that day. Without a day, the
 * first day from today that has orders to pick (today when none has).
 */
export const adminPickingQuery = z.object({ day: isoDay('day').optional(), slot: idParam('slot').optional() });

/**
 * The batches units are picked from (decision 270): earliest expiry first among those that may be dispatched on the
 * day; empty for a product without batches. Units beyond its batches come from stock recorded without one.
 */
export const pickingBatch = z.object({ batchNo: z.string(), expiresOn: z.string(), qty: z.number().int() });

/** The picking list: what to pick per product over all the orders, and the orders with their lines. */
export const adminPickingList = z.object({
  day: z.string(),
  /** The slot's words, or null for the whole day. */
  slot: z.string().nullable(),
  products: z.array(z.object({ pid: z.number().int(), name: z.string(), packSize: z.string(), qty: z.number().int(), orders: z.number().int(), batches: z.array(pickingBatch) })),
  /** Pending orders whose slot's day has passed (issue 33), oldest first: flagged above every day's list. */
  overdue: z.array(z.object({ id: z.number().int(), tranId: z.string(), customerName: z.string(), dueDay: z.string() })),
  orders: z.array(
    z.object({
      id: z.number().int(),
      tranId: z.string(),
      customerName: z.string(),
      /** The number the rider calls ('' for an order placed before addresses named one). */
      receiverMobile: z.string(),
      slot: z.string().nullable(),
      payable: z.number(),
      paymentMode: z.string(),
      lines: z.array(
        z.object({
          id: z.number().int(),
          pid: z.number().int(),
          name: z.string(),
          packSize: z.string(),
          qty: z.number().int(),
          /** similar, none or call. */
          substitute: z.enum(['similar', 'none', 'call']),
          substitutedFor: z.string().nullable(),
          batches: z.array(pickingBatch),
        }),
      ),
    }),
  ),
});
export type AdminPickingList = z.infer<typeof adminPickingList>;
export const adminPickingReply = envelope(adminPickingList);

/**
 * POST /api/admin/orders/:id/short: `qty` units of the order line `line` are not there. With `pid`, they are replaced
 * by that product (never charged more than the short units were); without it they are removed.
 */
export const adminShortInput = z.object({
  line: wholeField('line', 1, 2_147_483_647),
  qty: wholeField('qty', 1, 10_000),
  pid: wholeField('pid', 1, 2_147_483_647).optional(),
});
export type AdminShortInput = z.input<typeof adminShortInput>;

/** POST /api/admin/orders/:id/refund: the refund owed (after a cancellation or a short pick) was paid back; its reference and amount in rupees. */
export const adminRefundInput = z.object({ ref: requiredText('Refund reference', 4, 40), amount: rupeesField('Refund amount', { min: 0.01 }) });
export type AdminRefundInput = z.input<typeof adminRefundInput>;
