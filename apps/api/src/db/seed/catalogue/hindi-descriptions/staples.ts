import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/staples.ts. */
export const staples: HindiDescriptions = {};
