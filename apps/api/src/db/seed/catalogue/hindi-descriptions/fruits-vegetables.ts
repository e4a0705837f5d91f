import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/fruits-vegetables.ts. */
export const fruitsVegetables: HindiDescriptions = {};
