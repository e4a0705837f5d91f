import { countryInHindi, parseNetQuantity } from '@shop/contract/declarations';
import type { SeedCategory, SeedProduct, SeedSubcategory } from '../types.ts';
import { demoCompany, demoPackerAddress } from '../company.ts';
import { productFacts, subcategoryFacts, type Facts } from './declarations.ts';
import { seedLabel } from './food-labels.ts';
import { hindiCategoryNames, hindiProductNames } from './hindi-names.ts';
import { hindiDescriptions, type HindiDescription } from './hindi-descriptions/index.ts';

/** The Devanagari name of a demo product or category; a demo name without one stops the catalogue being built. */
function hindiNameOf(names: Record<string, string>, name: string): string {
  const hindi = names[name];
  if (!hindi) throw new Error(`The demo name ${name} has no Hindi name in catalogue/hindi-names.ts`);
  return hindi;
}

/** Names given Hindi texts in hindi-descriptions/; what is left after the catalogue is built names no product. */
export const unusedHindiDescriptions = new Set(Object.keys(hindiDescriptions));

/**
 * A demo product's summary, description and origin in Hindi, the origin with its country ("मेघालय, भारत"); nulls
 * for a product not translated yet, so that a partly translated catalogue still loads.
 */
function hindiTextsOf(name: string, country: string) {
  const texts: HindiDescription | undefined = Object.hasOwn(hindiDescriptions, name) ? hindiDescriptions[name] : undefined;
  unusedHindiDescriptions.delete(name);
  if (!texts) return { hindiShortDescription: null, hindiDescription: null, hindiOrigin: null };
  const hindiCountry = countryInHindi(country);
  if (!hindiCountry) throw new Error(`The country ${country} of ${name} has no Hindi name in the contract's declarations`);
  return { hindiShortDescription: texts.short, hindiDescription: texts.description, hindiOrigin: `${texts.origin}, ${hindiCountry}` };
}

/** How scripts/generate-demo-images.ts draws a picture: a kind of packaging, or the fruit or vegetable itself. */
export type Art =
  | 'sack' | 'pouch' | 'packet' | 'jar' | 'bottle' | 'tin' | 'box' | 'carton' | 'tub' | 'soap' | 'tube' | 'pump'
  | 'spray' | 'bowl' | 'bread' | 'eggs' | 'bar' | 'sticks'
  | 'potato' | 'onion' | 'tomato' | 'banana' | 'apple' | 'mango' | 'orange' | 'lemon' | 'carrot' | 'chilli'
  | 'brinjal' | 'okra' | 'gourd' | 'cauliflower' | 'cabbage' | 'leafy' | 'ginger' | 'garlic' | 'coconut'
  | 'grapes' | 'pomegranate' | 'papaya' | 'cucumber' | 'peas' | 'watermelon' | 'guava';

/**
 * One product as a compact row:
 * name, brand, pack size, MRP in rupees, selling price in rupees, stock, popularity (0-1000),
 * region of origin (', India' or the country of catalogue/declarations.ts is added), one-sentence summary, 2-4 sentence description, and optional extras
 * (order quantity range, default 1 to 10; a drawing other than the subcategory's).
 */
export type Row = [
  name: string,
  brand: string,
  packSize: string,
  mrp: number,
  price: number,
  stock: number,
  popularity: number,
  origin: string,
  shortDescription: string,
  description: string,
  extra?: { qty?: [min: number, max: number]; art?: Art },
];

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const artByImage = new Map<string, Art>();
const artByPicture = new Map<string, Art[]>();

/** The drawing chosen for a product image path. */
export const productArt = (image: string): Art | undefined => artByImage.get(image);

/** The drawings grouped in a category picture. */
export const pictureArt = (picture: string): Art[] | undefined => artByPicture.get(picture);

/** Product names given facts of their own; what is left after the catalogue is built names no product. */
export const unusedProductFacts = new Set(Object.keys(productFacts));

function product(row: Row, subArt: Art, subFacts: Facts, subName: string): SeedProduct {
  const [name, brand, packSize, mrp, price, stock, popularity, origin, shortDescription, description, extra] = row;
  unusedProductFacts.delete(name);
  const facts = { ...subFacts, ...productFacts[name] };
  const country = facts.country ?? 'India';
  const net = parseNetQuantity(packSize);
  if (!net) throw new Error(`The pack size of ${name} (${packSize}) is no net quantity`);
  const image = `/images/products/${slugify(name)}.svg`;
  // Two products with one picture would break the promise that every product has its own image.
  if (artByImage.has(image)) throw new Error(`Duplicate demo product image ${image}`);
  artByImage.set(image, extra?.art ?? subArt);
  const [minQty, maxQty] = extra?.qty ?? [1, 10];
  return {
    name,
    hindiName: hindiNameOf(hindiProductNames, name),
    brand,
    packSize,
    mrpPaise: Math.round(mrp * 100),
    pricePaise: Math.round(price * 100),
    stock,
    minQty,
    maxQty,
    popularity,
    shortDescription,
    description,
    origin: `${origin}, ${country}`,
    ...hindiTextsOf(name, country),
    image,
    netQuantity: net.amount,
    netUnit: net.unit,
    countryOfOrigin: country,
    // The demo shop packs what it sells, and imports what is grown abroad.
    manufacturer: `${country === 'India' ? 'Packed' : 'Imported and packed'} by ${demoCompany.legalName}, ${demoPackerAddress}`,
    bestBefore: facts.bestBefore,
    foodType: facts.food,
    hsn: facts.hsn,
    gstRate: facts.gst,
    ...seedLabel({ name, sub: subName, shortDescription, description, food: facts.food, unit: net.unit, licence: demoCompany.fssaiLicence, slug: slugify(name) }),
  };
}

function picture(name: string, art: Art[]) {
  const path = `/images/categories/${slugify(name)}.svg`;
  artByPicture.set(path, art);
  return path;
}

/**
 * A subcategory: its products are drawn as `art` (the first one when several) unless a row says otherwise;
 * its picture groups all of them.
 */
export const sub = (name: string, art: Art | Art[], rows: Row[]): SeedSubcategory => {
  const arts = Array.isArray(art) ? art : [art];
  const facts = subcategoryFacts[name];
  if (!facts) throw new Error(`The demo subcategory ${name} has no declarations in catalogue/declarations.ts`);
  return { name, hindiName: hindiNameOf(hindiCategoryNames, name), picture: picture(name, arts), products: rows.map((row) => product(row, arts[0], facts, name)) };
};

export const category = (name: string, art: Art[], subcategories: SeedSubcategory[]): SeedCategory => ({
  name,
  hindiName: hindiNameOf(hindiCategoryNames, name),
  picture: picture(name, art),
  subcategories,
});
