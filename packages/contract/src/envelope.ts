import { said } from './text.ts';
import { z } from 'zod';

/** Every reply is `{ response, msg, data }` (docs/product.md#the-envelope-and-statuses). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ response: z.boolean(), msg: z.string(), data });
}

/** The reply of a refused or failed call. */
export const errorEnvelope = z.object({
  response: z.literal(false),
  msg: z.string(),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { response: boolean; msg: string; data: T };

/** A positive whole number given in a query string (`?id=12`). */
export const idParam = (label: string) =>
  z.coerce
    .number({ error: said`${label} must be a number.` })
    .int({ error: said`${label} must be a whole number.` })
    .positive({ error: said`${label} must be a positive number.` })
    .max(2_147_483_647, { error: said`${label} is too large.` });
