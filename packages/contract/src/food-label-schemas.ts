import { said } from './text.ts';
import { z } from 'zod';
import { nutrientNames, nutrients, organicSchemes, type Nutrient } from './food-label.ts';

// The food label's schemas (decision 263): the product page's reply and the back office's input.

/** The most of each per 100 g or 100 ml: 900 kcal (pure fat), 100 g of any part, 40,000 mg of sodium (salt). */
const nutrientMax: Record<Nutrient, number> = { EnergyKcal: 900, ProteinG: 100, CarbohydrateG: 100, TotalSugarsG: 100, AddedSugarsG: 100, TotalFatG: 100, SaturatedFatG: 100, TransFatG: 100, SodiumMg: 40_000 };

const amount = (key: Nutrient) =>
  z
    .number({ error: said`Nutrition: ${nutrientNames[key]} must be a number.` })
    .min(0, { error: said`Nutrition: ${nutrientNames[key]} cannot be negative.` })
    .max(nutrientMax[key], { error: said`Nutrition: ${nutrientNames[key]} must be at most ${nutrientMax[key]} per 100 g or 100 ml.` })
    .refine((n) => Math.round(n * 10) === n * 10, { error: said`Nutrition: ${nutrientNames[key]} takes at most one decimal.` });

const nutritionShape = z.object({
  Per: z.enum(['100g', '100ml'], { error: 'Nutrition: Per must be 100g or 100ml.' }),
  ...(Object.fromEntries(nutrients.map((key) => [key, amount(key)])) as Record<Nutrient, ReturnType<typeof amount>>),
});

/** Nutrition per 100 g or 100 ml; its parts add up (sugars within carbohydrate, saturated and trans within fat). */
export const nutritionInput = nutritionShape
  .strict()
  .refine((n) => n.AddedSugarsG <= n.TotalSugarsG && n.TotalSugarsG <= n.CarbohydrateG, { error: 'Nutrition: added sugars cannot exceed total sugars, nor total sugars the carbohydrate.' })
  .refine((n) => n.SaturatedFatG + n.TransFatG <= n.TotalFatG, { error: 'Nutrition: saturated and trans fat together cannot exceed total fat.' })
  .refine((n) => n.ProteinG + n.CarbohydrateG + n.TotalFatG <= 100, { error: 'Nutrition: protein, carbohydrate and fat together cannot exceed 100 g per 100 g or 100 ml.' });
export const nutrition = nutritionShape;

export const organicCertification = z.object({
  Scheme: z.enum(organicSchemes, { error: 'Organic certification: scheme must be NPOP or PGS-India.' }),
  CertificateNo: z
    .string({ error: 'Organic certification: certificate number is required.' })
    .trim()
    .min(3, { error: 'Organic certification: certificate number must be 3 to 60 characters.' })
    .max(60, { error: 'Organic certification: certificate number must be 3 to 60 characters.' }),
});

/**
 * The label as the back office sets it; a field left out stays as it is. Null clears it (allergens: [] declares none).
 */
export const foodLabelFields = {
  ingredients: z.string({ error: 'Ingredients must be text.' }).trim().max(2000, { error: 'Ingredients must be at most 2000 characters.' }).transform((t) => t || null).nullable().optional(),
  allergens: z
    .array(z.string({ error: 'Each allergen must be text.' }).trim().min(2, { error: 'Each allergen must be 2 to 40 characters.' }).max(40, { error: 'Each allergen must be 2 to 40 characters.' }), { error: 'Allergens must be a list.' })
    .max(14, { error: 'At most 14 allergens.' })
    .nullable()
    .optional(),
  nutrition: nutritionInput.nullable().optional(),
  fssaiLicence: z
    .string({ error: 'FSSAI licence must be 14 digits.' })
    .trim()
    .refine((t) => t === '' || /^\d{14}$/.test(t), { error: 'FSSAI licence of the brand owner must be exactly 14 digits.' })
    .transform((t) => t || null)
    .nullable()
    .optional(),
  organicCertification: organicCertification.nullable().optional(),
  freshProduce: z.boolean({ error: 'Fresh produce must be yes or no.' }).optional(),
};
