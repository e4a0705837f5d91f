import type { FoodType, GstRate, NetUnit } from '@shop/contract/declarations';
import type { SeedLabel } from './catalogue/food-labels.ts';

/** A product of the demo catalogue, in the shape of the products table (money in paise). */
export type SeedProduct = {
  name: string;
  /** The name in Devanagari (catalogue/hindi-names.ts). */
  hindiName: string;
  brand: string;
  packSize: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  minQty: number;
  maxQty: number;
  popularity: number;
  shortDescription: string;
  description: string;
  origin: string;
  /** The summary, description and origin ("मेघालय, भारत") in Hindi (catalogue/hindi-descriptions); null while not translated. */
  hindiShortDescription: string | null;
  hindiDescription: string | null;
  hindiOrigin: string | null;
  /** Path served by the web app, such as /images/products/basmati-rice.svg */
  image: string;
  // The declarations (catalogue/declarations.ts).
  netQuantity: number;
  netUnit: NetUnit;
  countryOfOrigin: string;
  manufacturer: string;
  bestBefore: string | null;
  foodType: FoodType | null;
  hsn: string;
  gstRate: GstRate;
} & SeedLabel;

export type SeedSubcategory = { name: string; hindiName: string; picture: string; products: SeedProduct[] };
export type SeedCategory = { name: string; hindiName: string; picture: string; subcategories: SeedSubcategory[] };
export type SeedState = { name: string; code: string; cities: string[] };
export type SeedBanner = { name: string; image: string; navigateUrl: string; isActive: boolean; sortOrder: number };
