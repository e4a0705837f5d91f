import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/spices.ts. */
export const spices: HindiDescriptions = {};
