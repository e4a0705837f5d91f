import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/dry-fruits.ts. */
export const dryFruits: HindiDescriptions = {};
