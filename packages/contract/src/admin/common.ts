import { said } from '../text.ts';
import { z } from 'zod';
import { envelope, idParam } from '../envelope.ts';

/** `?page=&pageSize=` of every back-office list; the server pages, the browser never gets the whole table. */
export const pagingQuery = z.object({
  page: idParam('page').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number.' })
    .int({ error: 'pageSize must be a whole number.' })
    .min(1, { error: 'pageSize must be at least 1.' })
    .max(100, { error: 'pageSize must be at most 100.' })
    .default(20),
});

/** One page of a list and how many rows match in all. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type PageOf<T> = { items: T[]; total: number; page: number; pageSize: number };

/** `/:id` of a back-office route. */
export const idPath = z.object({ id: idParam('id') });

export const searchQuery = z.string().trim().max(100, { error: 'Search text must be at most 100 characters.' }).optional();

/** A yes/no filter in a query string. */
export const flagQuery = (label: string) =>
  z.enum(['true', 'false'], { error: said`${label} must be true or false.` }).transform((v) => v === 'true');

/** A calendar day, 2025-01-31 (the shop's days are Indian Standard Time). */
export const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: said`${label} must be a date like 2025-01-31.` })
    .refine((s) => {
      // Date.parse rolls 2026-02-30 over to 2 March: a real date reads back as itself.
      const t = Date.parse(`${s}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
    }, { error: said`${label} is not a real date.` });

/** Rupees as a number with at most two decimals (paise), within bounds. */
export const rupeesField = (label: string, { min = 0, max = 1_000_000 }: { min?: number; max?: number } = {}) =>
  z
    .number({ error: said`${label} must be a number.` })
    .min(min, { error: min > 0 ? said`${label} must be at least ₹${min}.` : said`${label} cannot be negative.` })
    .max(max, { error: said`${label} must be at most ₹${max.toLocaleString('en-IN')}.` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: said`${label} can have at most two decimals.` });

/** A whole number within bounds. */
export const wholeField = (label: string, min: number, max: number) =>
  z
    .number({ error: said`${label} must be a number.` })
    .int({ error: said`${label} must be a whole number.` })
    .min(min, { error: said`${label} must be at least ${min}.` })
    .max(max, { error: said`${label} must be at most ${max.toLocaleString('en-IN')}.` });

/** Text that must be filled in. */
export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: said`${label} is required.` })
    .trim()
    .min(1, { error: said`${label} is required.` })
    .min(min, { error: said`${label} must be at least ${min} characters.` })
    .max(max, { error: said`${label} must be at most ${max} characters.` });

export const optionalText = (label: string, max: number) =>
  z.string({ error: said`${label} must be text.` }).trim().max(max, { error: said`${label} must be at most ${max} characters.` });

/**
 * A name in Hindi (decision 140): Devanagari letters with digits, spaces and simple punctuation; Latin letters only
 * beside Devanagari ones ("A2 गिर गाय घी", "काजू W320"), never alone. Trimmed; empty or null clears it (null);
 * left out, the name stays as it is.
 */
export const hindiNameField = (max: number) =>
  z
    .string({ error: 'Hindi name must be text.' })
    .trim()
    .max(max, { error: said`Hindi name must be at most ${max} characters.` })
    .refine((t) => t === '' || /^[\u0900-\u097FA-Za-z0-9\s.,&()'’\-/%+:]+$/u.test(t), {
      error: 'Hindi name may hold only Devanagari letters, digits, spaces and simple punctuation.',
    })
    .refine((t) => t === '' || /[\u0900-\u097F]/u.test(t), { error: 'Hindi name must be written in Devanagari, such as हल्दी पाउडर.' })
    .nullable()
    .transform((t) => (t === '' ? null : t))
    .optional();

/**
 * A text in Hindi beside its English field (decision 116): a summary, a description, an origin. At most `max`
 * characters, like the English field, and written in Devanagari (any punctuation, Latin letters beside Devanagari
 * ones). Trimmed; empty or null clears it (null); left out, it stays as it is.
 */
export const hindiTextField = (label: string, max: number) =>
  z
    .string({ error: said`${label} must be text.` })
    .trim()
    .max(max, { error: said`${label} must be at most ${max} characters.` })
    .refine((t) => t === '' || /[\u0900-\u097F]/u.test(t), { error: said`${label} must be written in Devanagari.` })
    .nullable()
    .transform((t) => (t === '' ? null : t))
    .optional();

/** A picture of the shop's own (an uploaded one or a bundled one): a path on this site, never another host. */
export const imagePath = (label: string) =>
  z
    .string({ error: said`${label} is required.` })
    .trim()
    .min(1, { error: said`Please upload a picture for the ${label.toLowerCase()}.` })
    .max(300, { error: said`${label} path is too long.` })
    .regex(/^\/(?!\/)[A-Za-z0-9._\-/]+$/, { error: said`${label} must be a picture on this site, such as /api/uploads/products/abc-800.webp.` })
    .refine((p) => !p.includes('..'), { error: said`${label} must be a picture on this site.` });

/** A reply that only carries a message. */
export const messageReply = envelope(z.null());


/** At or below this many units a product counts as low in stock. */
export const lowStockThreshold = 10;
