import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/dairy-breakfast.ts. */
export const dairyBreakfast: HindiDescriptions = {};
