// The demo catalogue's food labels (decision 263): plausible values made from each product's subcategory and name, the
// same at every load, so the demo shop's food stays on sale under the label rules.
import { saysOrganic, type FoodLabelColumns, type Nutrition, type Nutrient } from '@shop/contract/food-label';
import type { FoodType, NetUnit } from '@shop/contract/declarations';

/** Sold loose, without a package: no nutrition table is due. */
const freshSubcategories = new Set(['Fresh Vegetables', 'Fresh Fruits', 'Leafy Greens & Herbs']);

type Profile = [kcal: number, protein: number, carb: number, sugars: number, added: number, fat: number, sat: number, trans: number, sodiumMg: number];
/** Per 100 g or 100 ml, by kind: from typical Indian food composition values (IFCT 2017), rounded. */
const profiles: Record<string, Profile> = {
  grain: [350, 10, 72, 1, 0, 2, 0.4, 0, 5],
  pulse: [345, 22, 58, 2, 0, 1.5, 0.3, 0, 15],
  soya: [430, 45, 30, 7, 0, 20, 3, 0, 10],
  oil: [900, 0, 0, 0, 0, 100, 15, 0, 0],
  ghee: [897, 0, 0, 0, 0, 99.7, 62, 0.5, 0],
  sweetener: [380, 0.4, 95, 90, 0, 0.1, 0, 0, 30],
  honey: [304, 0.3, 82, 80, 0, 0, 0, 0, 4],
  salt: [0, 0, 0, 0, 0, 0, 0, 0, 38_000],
  spice: [330, 12, 55, 3, 0, 8, 1.5, 0, 40],
  pickle: [180, 2, 8, 3, 1, 16, 2, 0, 2500],
  nuts: [600, 20, 22, 5, 0, 50, 5, 0, 10],
  driedFruit: [300, 2.5, 75, 65, 0, 0.5, 0.1, 0, 10],
  snack: [510, 10, 52, 4, 2, 29, 10, 0, 700],
  biscuit: [480, 7, 66, 22, 18, 20, 9, 0, 300],
  sweet: [450, 8, 60, 45, 40, 20, 11, 0, 50],
  chikki: [480, 13, 55, 40, 38, 24, 4, 0, 20],
  dairy: [65, 3.3, 4.8, 4.8, 0, 3.5, 2.2, 0, 45],
  cheese: [300, 18, 3, 2, 0, 24, 15, 0, 600],
  cereal: [380, 10, 70, 12, 8, 6, 1.2, 0, 250],
  bakery: [260, 9, 48, 4, 3, 3, 0.7, 0, 450],
  egg: [143, 12.6, 0.7, 0.4, 0, 9.5, 3.1, 0, 142],
  tea: [300, 20, 55, 1, 0, 2, 0.5, 0, 20],
  juice: [45, 0.3, 11, 10, 0, 0.1, 0, 0, 10],
  sharbat: [250, 0, 62, 60, 58, 0, 0, 0, 15],
  tonic: [300, 2, 72, 60, 40, 1, 0.3, 0, 20],
};
const kindOf: Record<string, string> = {
  'Atta & Flours': 'grain', Rice: 'grain', 'Millets & Grains': 'grain', 'Poha, Rava & Vermicelli': 'grain', 'Everyday Dals': 'pulse', 'Whole Pulses & Beans': 'pulse',
  'Soya & Protein': 'soya', 'Cold-Pressed Oils': 'oil', 'Speciality Oils': 'oil', 'Ghee & Butter Oil': 'ghee', 'Sugar, Salt & Jaggery': 'sweetener', Honey: 'honey',
  'Ground Spices': 'spice', 'Whole Spices': 'spice', 'Masala Blends': 'spice', 'Pickles & Chutneys': 'pickle', 'Makhana, Nuts & Seeds': 'nuts', 'Dry Fruits': 'driedFruit',
  Namkeen: 'snack', 'Biscuits & Cookies': 'biscuit', 'Indian Sweets': 'sweet', 'Chikki & Healthy Bites': 'chikki', 'Milk & Curd': 'dairy', 'Paneer, Butter & Cheese': 'cheese',
  'Breakfast Cereals & Mixes': 'cereal', 'Bread & Eggs': 'bakery', Tea: 'tea', Coffee: 'tea', 'Herbal Teas & Infusions': 'tea', 'Health Juices': 'juice',
  'Sharbat & Drinks': 'sharbat', 'Immunity & Tonics': 'tonic', 'Herbal Powders': 'spice',
};
const nutrientOrder: Nutrient[] = ['EnergyKcal', 'ProteinG', 'CarbohydrateG', 'TotalSugarsG', 'AddedSugarsG', 'TotalFatG', 'SaturatedFatG', 'TransFatG', 'SodiumMg'];

/** Allergens of the FSSAI list, found in a product's name and subcategory. */
const allergenWords: [RegExp, string][] = [
  [/wheat|atta|maida|suji|rava|semolina|dalia|biscuit|cookie|bread|vermicelli|barley|oats/i, 'Cereals containing gluten'],
  [/milk|ghee|paneer|curd|butter|cheese|dairy|khoa|peda|barfi|lassi|dahi/i, 'Milk'],
  [/peanut|groundnut|moongphali/i, 'Peanuts'],
  [/almond|cashew|walnut|pista|pistachio|badam|kaju|nut\b|nuts\b/i, 'Tree nuts'],
  [/soya|soy\b/i, 'Soybeans'],
  [/egg/i, 'Eggs'],
  [/mustard|sarson/i, 'Mustard'],
  [/sesame|til\b|gingelly/i, 'Sesame'],
];

export type SeedLabel = FoodLabelColumns;

/** A demo product's label; null fields for what is not food. */
export function seedLabel(p: { name: string; sub: string; shortDescription: string; description: string; food: FoodType | null; unit: NetUnit; licence: string; slug: string }): SeedLabel {
  const organic = saysOrganic(p.name, p.shortDescription, p.description);
  const certificate = organic ? { organicScheme: 'NPOP' as const, organicCertificateNo: `NPOP/NAB/0019/${p.slug.toUpperCase()}` } : { organicScheme: null, organicCertificateNo: null };
  if (p.food === null) return { ingredients: null, allergens: null, nutrition: null, fssaiLicence: null, freshProduce: false, ...certificate };
  const fresh = freshSubcategories.has(p.sub);
  const profile = profiles[kindOf[p.sub] ?? 'grain'];
  const nutrition = fresh ? null : ({ Per: p.unit === 'ml' || p.unit === 'l' ? '100ml' : '100g', ...Object.fromEntries(nutrientOrder.map((key, i) => [key, profile[i]])) } as Nutrition);
  const words = `${p.name} ${p.sub}`;
  return {
    ingredients: fresh ? p.name : `${p.name} (100%)`,
    allergens: allergenWords.filter(([re]) => re.test(words)).map(([, allergen]) => allergen),
    nutrition,
    fssaiLicence: p.licence,
    freshProduce: fresh,
    ...certificate,
  };
}
