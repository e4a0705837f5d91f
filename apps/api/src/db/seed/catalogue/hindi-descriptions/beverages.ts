import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/beverages.ts. */
export const beverages: HindiDescriptions = {};
