import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/ayurveda.ts. */
export const ayurveda: HindiDescriptions = {};
