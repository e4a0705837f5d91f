import { said } from '../text.ts';
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { hindiTextField, optionalText, pageOf, pagingQuery, rupeesField, searchQuery, wholeField } from './common.ts';

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** The description in Hindi (decision 154); null while none is given. */
  hindiDescription: z.string().nullable(),
  kind: z.enum(['percent', 'flat']),
  /** Percent for percent coupons, rupees for flat ones. */
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int(),
  firstOrderOnly: z.boolean(),
  isActive: z.boolean(),
  /** Uses on orders that were not cancelled. */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminCouponListQuery = pagingQuery.extend({ search: searchQuery });

const when = (label: string) =>
  z
    .string({ error: said`${label} must be a date and time.` })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: said`${label} must be a date and time.` })
    .nullable();

/** POST /api/admin/coupons and PUT /api/admin/coupons/:id */
export const adminCouponInput = z
  .object({
    code: z
      .string({ error: 'Code is required.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,20}$/, { error: 'Code must be 3 to 20 letters, digits, - or _.' }),
    description: optionalText('Description', 200),
    hindiDescription: hindiTextField('Hindi description', 200),
    kind: z.enum(['percent', 'flat'], { error: 'Kind must be percent or flat.' }),
    value: z.number({ error: 'Value must be a number.' }).positive({ error: 'Value must be more than 0.' }),
    minOrder: rupeesField('Minimum order', { max: 1_000_000 }),
    maxDiscount: rupeesField('Maximum discount', { min: 1, max: 1_000_000 }).nullable(),
    startsAt: when('Start'),
    expiresAt: when('Expiry'),
    usageLimit: wholeField('Usage limit', 1, 1_000_000).nullable(),
    perMemberLimit: wholeField('Uses per member', 1, 100),
    // Left out by a client of before it, a coupon is for any order.
    firstOrderOnly: z.boolean({ error: 'First order only must be yes or no.' }).optional().default(false),
    isActive: z.boolean({ error: 'Active must be yes or no.' }),
  })
  .refine((c) => c.kind !== 'percent' || (Number.isInteger(c.value) && c.value <= 100), { path: ['value'], error: 'A percent coupon takes a whole percent from 1 to 100.' })
  .refine((c) => c.kind !== 'flat' || (c.value <= 100_000 && Math.abs(c.value * 100 - Math.round(c.value * 100)) < 1e-6), { path: ['value'], error: 'A flat coupon takes rupees (up to ₹1,00,000, at most two decimals).' })
  .refine((c) => !c.startsAt || !c.expiresAt || Date.parse(c.expiresAt) > Date.parse(c.startsAt), { path: ['expiresAt'], error: 'Expiry must be after the start.' });
export type AdminCouponInput = z.infer<typeof adminCouponInput>;

export const adminCouponUse = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  tranId: z.string(),
  orderStatus: z.number().int(),
  orderStatusName: z.string(),
  memberId: z.number().int().nullable(),
  memberName: z.string(),
  email: z.string().nullable(),
  discount: z.number(),
  at: z.string(),
});
export type AdminCouponUse = z.infer<typeof adminCouponUse>;

export const adminCouponListReply = envelope(pageOf(adminCoupon));
export const adminCouponReply = envelope(adminCoupon);
export const adminCouponUsesReply = envelope(pageOf(adminCouponUse));
