import type { SeedCategory } from './types.ts';
import { staples } from './catalogue/staples.ts';
import { dals } from './catalogue/dals.ts';
import { spices } from './catalogue/spices.ts';
import { oilsGhee } from './catalogue/oils-ghee.ts';
import { fruitsVegetables } from './catalogue/fruits-vegetables.ts';
import { dairyBreakfast } from './catalogue/dairy-breakfast.ts';
import { snacksSweets } from './catalogue/snacks-sweets.ts';
import { beverages } from './catalogue/beverages.ts';
import { honeyDryFruits } from './catalogue/dry-fruits.ts';
import { ayurveda } from './catalogue/ayurveda.ts';
import { personalCare } from './catalogue/personal-care.ts';
import { homeCare } from './catalogue/home-care.ts';

/** The demo catalogue, in the order categories are shown (and inserted, which gives their ids). */
export const demoCatalogue: SeedCategory[] = [
  staples,
  dals,
  spices,
  oilsGhee,
  fruitsVegetables,
  dairyBreakfast,
  snacksSweets,
  beverages,
  honeyDryFruits,
  ayurveda,
  personalCare,
  homeCare,
];
