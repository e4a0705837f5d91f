import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The refusal for text with nothing searchable in it (only spaces, punctuation or symbols). */
export const nothingToSearchMessage = 'Please enter something to search for.';

/** How many suggestions GET /api/search/suggest gives at most. */
export const SUGGESTION_LIMIT = 8;

/** GET /api/search/suggest: products for the words typed so far (the last word may be unfinished). */
export const suggestQuery = z.object({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(1, { error: nothingToSearchMessage })
    .max(100, { error: 'Search text must be at most 100 characters.' }),
});
export type SuggestQuery = z.infer<typeof suggestQuery>;

/** One suggestion under the search box: enough to show a row and open the product. */
export const suggestion = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** An addition (issue 18): the product's name in Devanagari; null while none is given. */
  HindiName: z.string().nullable(),
  Brand: z.string(),
  Img: z.string(),
  /** Selling price in rupees. */
  Price: z.number(),
  CatName: z.string(),
  /** An addition (issue 33): false when the product is sold out, so the list can say so before it is opened. */
  In_stock: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestReply = envelope(z.array(suggestion));
export type SuggestReply = z.infer<typeof suggestReply>;
