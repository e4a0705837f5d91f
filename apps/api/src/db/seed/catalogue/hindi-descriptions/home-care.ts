import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/home-care.ts. */
export const homeCare: HindiDescriptions = {};
