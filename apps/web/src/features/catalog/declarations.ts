import type { ProductDetail } from '@shop/contract';
import { foodTypeWords } from '@shop/contract/declarations';
import { formatRupeesAsINR } from '@shop/contract/format';

export type DeclarationRow = { term: string; value: string; mark?: boolean };

/**
 * The rows of the product page's declarations (Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(10)), in
 * the order a pack prints them. What a product has not declared yet is left out rather than shown empty; a product
 * that does not spoil says so.
 */
export function declarationRows(p: ProductDetail): DeclarationRow[] {
  const rows: DeclarationRow[] = [];
  if (p.NetQuantity) rows.push({ term: 'Net quantity', value: p.NetQuantity });
  if (p.UnitSalePrice) rows.push({ term: 'Unit sale price', value: p.UnitSalePrice });
  rows.push({ term: 'MRP', value: `${formatRupeesAsINR(p.OldPrice)} (inclusive of all taxes)` });
  if (p.CountryOfOrigin) rows.push({ term: 'Country of origin', value: p.CountryOfOrigin });
  if (p.Manufacturer) rows.push({ term: 'Manufacturer, packer or importer', value: p.Manufacturer });
  rows.push({ term: 'Best before', value: p.BestBefore ?? 'Does not spoil' });
  if (p.FoodType) rows.push({ term: 'Food type', value: foodTypeWords[p.FoodType], mark: true });
  if (p.GSTRate !== null && p.HSN) rows.push({ term: 'GST', value: p.GSTRate ? `${p.GSTRate} % (HSN ${p.HSN}), included in the price` : `Nil rated (HSN ${p.HSN})` });
  return rows;
}
