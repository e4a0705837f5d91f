import type { HindiDescriptions } from './types.ts';

/** The Hindi texts of catalogue/oils-ghee.ts. */
export const oilsGhee: HindiDescriptions = {};
