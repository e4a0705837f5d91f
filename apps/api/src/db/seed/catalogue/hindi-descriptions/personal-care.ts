import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/personal-care.ts. */
export const personalCare: HindiDescriptions = {};
