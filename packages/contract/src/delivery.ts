import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';

/** GET /api/pincode?pin: the pin code to check, 6 digits not starting with 0. */
export const pinCodeQuery = z.object({
  pin: z
    .string({ error: 'pin is required: give a 6-digit pin code, e.g. ?pin=560001.' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, { error: 'pin must be a 6-digit pin code that does not start with 0, e.g. 560001.' }),
});

/**
 * When an order placed now would arrive with an option (an addition, issue 33): the earliest free slot (From and To,
 * HH:MM India time) or, for a same-day option such as express, the day alone (From and To null). Today is India's day
 * as the server counts it, so a screen can say "Today" or "Tomorrow" whatever the phone's clock says.
 */
export const arrival = z.object({ Date: z.string(), From: z.string().nullable(), To: z.string().nullable(), Today: z.string() });
export type Arrival = z.infer<typeof arrival>;

/** A delivery option that reaches a pin code, with its usual charge in rupees, and (ours) when it would arrive, or null. */
export const pinCodeOption = z.object({
  kid: z.number().int(),
  Name: z.string(),
  Charge: z.number(),
  Arrives: arrival.nullable(),
  /** A same-day option's cut-off ("14:00"): ordered later, it comes the next day; null for the others. */
  OrderBy: z.string().nullable(),
});
export type PinCodeOption = z.infer<typeof pinCodeOption>;

/**
 * Whether the shop delivers to a pin code: Serviceable is true when some home delivery reaches it; City and State are
 * the back office's names for its area ('' when outside every area); Options are the options that reach it (store
 * pickup always: it is open to everyone).
 */
export const pinCodeInfo = z.object({
  Serviceable: z.boolean(),
  City: z.string(),
  State: z.string(),
  Options: z.array(pinCodeOption),
});
export type PinCodeInfo = z.infer<typeof pinCodeInfo>;
export const pinCodeReply = envelope(pinCodeInfo);

/** GET /api/deliveryslots?did&saddid (auth): the option and the member's address to deliver to. */
export const deliverySlotsQuery = z.object({
  did: idParam('did'),
  saddid: idParam('saddid'),
});

/** One slot of one day: its kid is what GET /api/placeorder takes as slot. From and To are India time, HH:MM. */
export const deliverySlot = z.object({
  kid: z.number().int(),
  From: z.string(),
  To: z.string(),
  /** Places left (0 when full). */
  Left: z.number().int(),
  /** False once full, past its cut-off, or on a day the shop does not deliver. */
  Available: z.boolean(),
});
export type DeliverySlot = z.infer<typeof deliverySlot>;

export const deliveryDay = z.object({
  /** YYYY-MM-DD, India time. */
  Date: z.string(),
  Slots: z.array(deliverySlot),
  // Our addition: true on a day the shop does not deliver (a holiday); its slots are all unavailable.
  Closed: z.boolean(),
});
export type DeliveryDay = z.infer<typeof deliveryDay>;
export const deliverySlotsReply = envelope(z.array(deliveryDay));
export type DeliverySlotsReply = z.infer<typeof deliverySlotsReply>;

/** A cart line's substitution choice: replace with a similar item (the default), don't replace, or call me. */
export const substituteChoices = ['similar', 'none', 'call'] as const;
export const substituteChoice = z.enum(substituteChoices, { error: 'choice must be similar (replace with a similar item), none (don\'t replace) or call (call me).' });
export type SubstituteChoice = z.infer<typeof substituteChoice>;

/** POST /api/substitution (auth) { pid, choice }. */
export const substitutionBody = z.object({
  pid: z
    .number({ error: 'pid must be a number.' })
    .int({ error: 'pid must be a whole number.' })
    .positive({ error: 'pid must be a positive number.' })
    .max(2_147_483_647, { error: 'pid is too large.' }),
  choice: substituteChoice,
});
export const substitutionReply = envelope(z.object({ pid: z.number().int(), Substitute: substituteChoice }));
