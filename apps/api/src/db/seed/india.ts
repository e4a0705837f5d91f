import type { SeedState } from './types.ts';

export const indiaStates: SeedState[] = [{ name: 'Karnataka', code: 'KA', cities: ['Bengaluru', 'Mysuru'] }];
