import { m, said, type Text } from './text.ts';
import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';
import { wholeNumber } from './cart.ts';
import { optionalMobileRule } from './mobile.ts';

/** How many addresses one member may keep. */
export const addressLimit = 20;

/** A saved shipping address (docs/product.md#address-calls) with the names of its state and city added. */
export const shippingAddress = z.object({
  kid: z.number().int(),
  /** Always 1 (the public contract). */
  Delivery: z.number().int(),
  AddressTitle: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string(),
  /** Labelled Location: a map link from the device position, or free text. */
  Landmark: z.string(),
  StateID: z.number().int(),
  CityID: z.number().int(),
  PinCode: z.string(),
  // Our additions:
  StateName: z.string(),
  CityName: z.string(),
  /** Who takes the order at the door, and the number the rider calls ('' when not given). */
  ReceiverName: z.string(),
  ReceiverMobile: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/** An Indian pin code: 6 digits, not starting with 0. */
export const pinCodeRule = z
  .union([z.string(), z.number()], { error: 'Pin code is required.' })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Pin code is required.' })
      .regex(/^[1-9][0-9]{5}$/, { error: 'Pin code must be 6 digits and cannot start with 0.' }),
  );

const text = (label: string | Text, max: number) =>
  z.string({ error: said`${label} must be text.` }).trim().max(max, { error: said`${label} must be at most ${max} characters.` });
const required = (label: string | Text, max: number) =>
  z.string({ error: said`${label} is required.` }).trim().min(1, { error: said`${label} is required.` }).max(max, { error: said`${label} must be at most ${max} characters.` });

/** The id of a chosen state or city (a number, or digits in a string); blank, 0 or anything else asks to choose. */
const choice = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: message })
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message }));

/**
 * POST /api/shipingdetails (auth): kid 0 (or missing) creates, kid set edits one of the member's own addresses.
 * Delivery is accepted for compatibility and always stored as 1. The city must belong to the state.
 */
export const addressInput = z.object({
  kid: wholeNumber('kid', 0, 2_147_483_647).optional().default(0),
  Delivery: z.unknown().optional(),
  AddressTitle: required(m`Address Title`, 60),
  AddressLine1: required(m`Address Line 1`, 200),
  AddressLine2: text(m`Address Line 2`, 200).optional().default(''),
  Landmark: text(m`Location`, 300).optional().default(''),
  StateID: choice(said`Please choose a state.`),
  CityID: choice(said`Please choose a city.`),
  PinCode: pinCodeRule,
  // Our additions, left out by the original call: an edit that does not send them keeps the saved ones.
  ReceiverName: text('Receiver name', 80).optional(),
  ReceiverMobile: optionalMobileRule('Receiver mobile').optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressListReply = envelope(z.array(shippingAddress));
export type AddressListReply = z.infer<typeof addressListReply>;
/** The saved address in data, so the page can select it (docs/product.md#addresses: after saving an edit, the edited one is selected). */
export const addressSaveReply = envelope(shippingAddress);
export type AddressSaveReply = z.infer<typeof addressSaveReply>;

/** GET /api/shipingaddressdelete?id (auth): deletes one of the member's own addresses; data is null. */
export const addressDeleteQuery = z.object({ id: idParam('id') });
export const addressDeleteReply = envelope(z.null());
