import type { ProductDetail } from '@shop/contract';
import { formatRupeesAsINR } from '@shop/contract/format';

export type DeclarationRow = { term: string; value: string; mark?: boolean };

/** The words of the rows, in the shopper's language (ProductDeclarations gives them). */
export type DeclarationWords = {
  netQuantity: string;
  unitSalePrice: string;
  mrp: string;
  inclusive: (amount: string) => string;
  countryOfOrigin: string;
  manufacturer: string;
  bestBefore: string;
  doesNotSpoil: string;
  foodType: string;
  food: Record<NonNullable<ProductDetail['FoodType']>, string>;
  gst: string;
  gstRate: (rate: number, hsn: string) => string;
  nilRated: (hsn: string) => string;
};

/**
 * The rows of the product page's declarations (Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(10)), in
 * the order a pack prints them. What a product has not declared yet is left out rather than shown empty; a product
 * that does not spoil says so.
 */
export function declarationRows(p: ProductDetail, w: DeclarationWords): DeclarationRow[] {
  const rows: DeclarationRow[] = [];
  if (p.NetQuantity) rows.push({ term: w.netQuantity, value: p.NetQuantity });
  if (p.UnitSalePrice) rows.push({ term: w.unitSalePrice, value: p.UnitSalePrice });
  rows.push({ term: w.mrp, value: w.inclusive(formatRupeesAsINR(p.OldPrice)) });
  if (p.CountryOfOrigin) rows.push({ term: w.countryOfOrigin, value: p.CountryOfOrigin });
  if (p.Manufacturer) rows.push({ term: w.manufacturer, value: p.Manufacturer });
  rows.push({ term: w.bestBefore, value: p.BestBefore ?? w.doesNotSpoil });
  if (p.FoodType) rows.push({ term: w.foodType, value: w.food[p.FoodType], mark: true });
  if (p.GSTRate !== null && p.HSN) rows.push({ term: w.gst, value: p.GSTRate ? w.gstRate(p.GSTRate, p.HSN) : w.nilRated(p.HSN) });
  return rows;
}
