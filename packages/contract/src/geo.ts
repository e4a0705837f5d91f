import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';

export const state = z.object({ value: z.number().int(), name: z.string() });
export type State = z.infer<typeof state>;
export const city = z.object({ Value: z.number().int(), Text: z.string() });
export type City = z.infer<typeof city>;

export const stateListReply = envelope(z.array(state));
/** GET /api/city answers a bare list, not an envelope (docs/product.md#address-calls). */
export const cityListReply = z.array(city);
export const cityQuery = z.object({ id: idParam('id') });
