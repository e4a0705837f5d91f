import type { SeedBanner } from './types.ts';

export const demoBanners: SeedBanner[] = [
  { name: 'Fresh staples', image: '/images/banners/staples.svg', navigateUrl: '/shop', isActive: true, sortOrder: 0 },
];
