import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/dals.ts. */
export const dals: HindiDescriptions = {};
