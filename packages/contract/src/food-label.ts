/**
 * The food label a shop selling food online shows before purchase (FSSAI Labelling and Display Regulations 2020;
 * decision 263): ingredients, allergens, nutrition per 100 g or 100 ml, the brand owner's FSSAI licence and, for what
 * is called organic, its certificate (Food Safety and Standards (Organic Foods) Regulations 2017). Zod-free, for any
 * screen (`@shop/contract/food-label`); the schemas are in catalog.ts and admin/products.ts.
 */

/** The nutrients declared, each per 100 g or 100 ml (`Per`): energy in kcal, sodium in mg, the rest in g. */
export const nutrients = ['EnergyKcal', 'ProteinG', 'CarbohydrateG', 'TotalSugarsG', 'AddedSugarsG', 'TotalFatG', 'SaturatedFatG', 'TransFatG', 'SodiumMg'] as const;
export type Nutrient = (typeof nutrients)[number];
export type Nutrition = { Per: '100g' | '100ml' } & Record<Nutrient, number>;

export const organicSchemes = ['NPOP', 'PGS-India'] as const;
export type OrganicCertification = { Scheme: (typeof organicSchemes)[number]; CertificateNo: string };

/** The label as a product's row keeps it (the organic certification in two columns). */
export type FoodLabelColumns = {
  ingredients: string | null;
  allergens: string[] | null;
  nutrition: Nutrition | null;
  fssaiLicence: string | null;
  organicScheme: 'NPOP' | 'PGS-India' | null;
  organicCertificateNo: string | null;
  freshProduce: boolean;
};

/** How the back office names each nutrient. */
export const nutrientNames: Record<Nutrient, string> = {
  EnergyKcal: 'Energy (kcal)',
  ProteinG: 'Protein (g)',
  CarbohydrateG: 'Carbohydrate (g)',
  TotalSugarsG: 'Total sugars (g)',
  AddedSugarsG: 'Added sugars (g)',
  TotalFatG: 'Total fat (g)',
  SaturatedFatG: 'Saturated fat (g)',
  TransFatG: 'Trans fat (g)',
  SodiumMg: 'Sodium (mg)',
};

/** Does a product's own text call it organic? The brand and the maker's name ("… Organics Pvt Ltd") do not count. */
export const saysOrganic = (...texts: (string | null | undefined)[]) => texts.some((text) => /\borganic(ally)?\b/i.test(text ?? ''));

/** What a food product still lacks before it may be on sale, in words; [] when nothing. */
export function missingDeclarations(p: { ingredients: string | null; allergens: string[] | null; nutrition: Nutrition | null; fssaiLicence: string | null; freshProduce: boolean }): string[] {
  const missing: string[] = [];
  if (!p.ingredients) missing.push('ingredients');
  if (p.allergens === null) missing.push('allergens (or none)');
  if (!p.nutrition && !p.freshProduce) missing.push('nutrition per 100 g or 100 ml');
  if (!p.fssaiLicence) missing.push("the brand owner's FSSAI licence");
  return missing;
}
