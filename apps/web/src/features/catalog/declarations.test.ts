import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/contract';
import { foodTypeWords } from '@shop/contract/declarations';
import { declarationRows as rowsIn, type DeclarationWords } from './declarations';

// The English words ProductDeclarations gives (its Lingui messages' source texts).
const english: DeclarationWords = {
  netQuantity: 'Net quantity',
  unitSalePrice: 'Unit sale price',
  mrp: 'MRP',
  inclusive: (amount) => `${amount} (inclusive of all taxes)`,
  countryOfOrigin: 'Country of origin',
  manufacturer: 'Manufacturer, packer or importer',
  bestBefore: 'Best before',
  doesNotSpoil: 'Does not spoil',
  foodType: 'Food type',
  food: foodTypeWords,
  gst: 'GST',
  gstRate: (rate, hsn) => `${rate} % (HSN ${hsn}), included in the price`,
  nilRated: (hsn) => `Nil rated (HSN ${hsn})`,
};
const declarationRows = (p: ProductDetail) => rowsIn(p, english);

const atta: ProductDetail = {
  Id: 1, Name: 'Chakki Fresh Whole Wheat Atta', HindiName: null, Img: '/a.svg', Price: 299, OldPrice: 345, disper: '13%', discountper: '13%', In_stock: true,
  OrderMinimumQuantity: 1, OrderMaximumQuantity: 10, Brand: 'Annapurna', Pack_Size: '5 kg', ShortDescription: '', HindiShortDescription: null, Popularity: 1, CatId: 2, CatName: 'Atta & Flours',
  Description: '', Origin: 'Madhya Pradesh, India', HindiDescription: null, HindiOrigin: null, ParentCatId: 1, ParentCatName: 'Staples & Grains',
  UnitSalePrice: '₹59.80 per kg', ComparablePrice: '₹5.98 per 100 g', FoodType: 'veg', StockLeft: null, Rating: null, ReviewCount: 0, Bestseller: false, Ingredients: null, Allergens: null, Nutrition: null, FssaiLicence: null, OrganicCertification: null, FreshProduce: false, NetQuantity: '5 kg', CountryOfOrigin: 'India', Manufacturer: 'Packed by Annapurna Organics Private Limited, Bengaluru 560025',
  BestBefore: '3 months from packing', HSN: '1101', GSTRate: 5, DeliveredBestBefore: null,
};

describe("the product page's declarations", () => {
  it('lists what a pack prints, in its order, with the MRP inclusive of all taxes', () => {
    expect(declarationRows(atta)).toEqual([
      { term: 'Net quantity', value: '5 kg' },
      { term: 'Unit sale price', value: '₹59.80 per kg' },
      { term: 'MRP', value: '₹345.00 (inclusive of all taxes)' },
      { term: 'Country of origin', value: 'India' },
      { term: 'Manufacturer, packer or importer', value: 'Packed by Annapurna Organics Private Limited, Bengaluru 560025' },
      { term: 'Best before', value: '3 months from packing' },
      { term: 'Food type', value: 'Vegetarian', mark: true },
      { term: 'GST', value: '5 % (HSN 1101), included in the price' },
    ]);
  });

  it('says what does not spoil, gives no food type to what is not food, and leaves out what is not declared yet', () => {
    const diyas = { ...atta, BestBefore: null, FoodType: null, NetQuantity: null, UnitSalePrice: null, HSN: null, GSTRate: null, Manufacturer: '', OldPrice: 1234.5 };
    expect(declarationRows(diyas)).toEqual([
      { term: 'MRP', value: '₹1,234.50 (inclusive of all taxes)' },
      { term: 'Country of origin', value: 'India' },
      { term: 'Best before', value: 'Does not spoil' },
    ]);
    expect(declarationRows({ ...atta, FoodType: 'non-veg', GSTRate: 0, HSN: '0407' }).filter((r) => r.term === 'Food type' || r.term === 'GST')).toEqual([
      { term: 'Food type', value: 'Non-vegetarian', mark: true },
      { term: 'GST', value: 'Nil rated (HSN 0407)' },
    ]);
  });
});
