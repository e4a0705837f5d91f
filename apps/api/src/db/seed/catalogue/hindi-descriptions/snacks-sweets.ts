import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/snacks-sweets.ts. */
export const snacksSweets: HindiDescriptions = {};
