// The demo catalogue's summaries, descriptions and regions of origin in Hindi, one file per category file of
// catalogue/, each keyed by the product's exact English name.
import { ayurveda } from './ayurveda.ts';
import { beverages } from './beverages.ts';
import { dairyBreakfast } from './dairy-breakfast.ts';
import { dals } from './dals.ts';
import { dryFruits } from './dry-fruits.ts';
import { fruitsVegetables } from './fruits-vegetables.ts';
import { homeCare } from './home-care.ts';
import { oilsGhee } from './oils-ghee.ts';
import { personalCare } from './personal-care.ts';
import { snacksSweets } from './snacks-sweets.ts';
import { spices } from './spices.ts';
import { staples } from './staples.ts';
import type { HindiDescriptions } from './types.ts';

export type { HindiDescription, HindiDescriptions } from './types.ts';

export const hindiDescriptions: HindiDescriptions = {
  ...ayurveda,
  ...beverages,
  ...dairyBreakfast,
  ...dals,
  ...dryFruits,
  ...fruitsVegetables,
  ...homeCare,
  ...oilsGhee,
  ...personalCare,
  ...snacksSweets,
  ...spices,
  ...staples,
};
