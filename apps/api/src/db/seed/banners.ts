import type { SeedBanner } from './types.ts';
import { demoCatalogue } from './catalogue.ts';

/**
 * The storefront address of a demo category. Categories are inserted in catalogue order with each one's
 * subcategories right after it, so ids are 1, then 2.. for its subcategories, then the next category.
 */
function categoryUrl(name: string): string {
  let id = 0;
  for (const cat of demoCatalogue) {
    id += 1;
    if (cat.name === name) return `/category/${id}`;
    id += cat.subcategories.length;
  }
  throw new Error(`No demo category named ${name}`);
}

/** A banner with what scripts/generate-demo-images.ts needs to draw it: a short line, the demo products it shows, a hue. */
export type BannerDesign = SeedBanner & { line: string; showcase: string[]; hue: number };

export const bannerDesigns: BannerDesign[] = [
  {
    name: 'Cold-pressed oils, straight from the ghani',
    line: 'Wood-pressed mustard, groundnut and coconut oils',
    showcase: ['Cold-Pressed Groundnut Oil', 'Kachi Ghani Mustard Oil', 'Virgin Coconut Oil'],
    hue: 40,
    image: '/images/banners/cold-pressed-oils.svg',
    navigateUrl: categoryUrl('Oils & Ghee'),
    isActive: true,
    sortOrder: 0,
  },
  {
    name: 'Farm-fresh fruits and vegetables, delivered today',
    line: 'Picked at dawn, at your door by evening',
    showcase: ['Robusta Banana', 'Tomato (Hybrid)', 'Carrot (Red, Delhi)'],
    hue: 140,
    image: '/images/banners/fresh-fruits-vegetables.svg',
    navigateUrl: categoryUrl('Fruits & Vegetables'),
    isActive: true,
    sortOrder: 1,
  },
  {
    name: 'Stock up on monthly staples',
    line: 'Atta, rice and dals · free delivery over ₹300',
    showcase: ['Aged Basmati Rice', 'Chakki Fresh Whole Wheat Atta', 'Unpolished Toor Dal'],
    hue: 25,
    image: '/images/banners/monthly-staples.svg',
    navigateUrl: '/shop',
    isActive: true,
    sortOrder: 2,
  },
  {
    name: 'A2 bilona ghee from Gir cows',
    line: 'Hand-churned from curd, in small batches',
    showcase: ['A2 Gir Cow Ghee', 'A2 Gir Cow Bilona Ghee', 'Desi Cow Ghee Small'],
    hue: 48,
    image: '/images/banners/a2-bilona-ghee.svg',
    navigateUrl: '/search?search=ghee',
    isActive: true,
    sortOrder: 3,
  },
  {
    name: 'Raw forest honey and premium dry fruits',
    line: 'Unheated honey, Kashmiri walnuts and Mithila makhana',
    showcase: ['Whole Almonds (Badam)', 'Wild Forest Honey', 'Mithila Makhana'],
    hue: 28,
    image: '/images/banners/honey-dry-fruits.svg',
    navigateUrl: categoryUrl('Honey, Dry Fruits & Nuts'),
    isActive: true,
    sortOrder: 4,
  },
  {
    name: 'Neem, ubtan and herbal care for every day',
    line: 'Cold-process soaps, hair oils and face packs',
    showcase: ['Herbal Shampoo (Shikakai & Reetha)', 'Neem Tulsi Soap', 'Ubtan Face Pack'],
    hue: 160,
    image: '/images/banners/herbal-personal-care.svg',
    navigateUrl: categoryUrl('Personal Care'),
    isActive: true,
    sortOrder: 5,
  },
  {
    name: 'Diwali sweets festival',
    line: 'Kaju katli, soan papdi and dry fruit laddoo',
    showcase: ['Soan Papdi', 'Kaju Katli', 'Gulab Jamun (Tin)'],
    hue: 320,
    image: '/images/banners/diwali-sweets.svg',
    navigateUrl: '/search?search=sweets',
    isActive: false,
    sortOrder: 6,
  },
];

export const demoBanners: SeedBanner[] = bannerDesigns.map(({ name, image, navigateUrl, isActive, sortOrder }) => ({
  name,
  image,
  navigateUrl,
  isActive,
  sortOrder,
}));
