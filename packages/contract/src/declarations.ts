/**
 * The declarations a shop selling packaged goods online must show (Legal Metrology (Packaged Commodities) Rules,
 * 2011, rule 6) and the shop's tax identity, written once for the server and the back office: net quantity, unit sale
 * price, GST rates, HSN codes, the veg / non-veg mark, GSTIN and FSSAI licence numbers. Zod-free, so any screen can
 * import it (`@shop/contract/declarations`).
 */
import { formatPaiseAsINR } from './format.ts';

/** The units a net quantity is declared in. */
export const netUnits = ['g', 'kg', 'ml', 'l', 'piece'] as const;
export type NetUnit = (typeof netUnits)[number];
export type NetQuantity = { amount: number; unit: NetUnit };

/** How each unit is written after a number; litres as L, so that "1 l" is never read as "11". */
const unitSymbols: Record<Exclude<NetUnit, 'piece'>, string> = { g: 'g', kg: 'kg', ml: 'ml', l: 'L' };

/** The words a net quantity may be written with, for each unit (lower case). */
const unitWords: Record<string, NetUnit> = {
  g: 'g', gm: 'g', gms: 'g', gram: 'g', grams: 'g', gramme: 'g', grammes: 'g',
  kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg',
  ml: 'ml', millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml',
  l: 'l', ltr: 'l', ltrs: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  pc: 'piece', pcs: 'piece', piece: 'piece', pieces: 'piece', unit: 'piece', units: 'piece', nos: 'piece',
  // Things sold by count are declared by number: 20 tea bags, 60 tablets.
  bag: 'piece', bags: 'piece', tablet: 'piece', tablets: 'piece', capsule: 'piece', capsules: 'piece', sachet: 'piece', sachets: 'piece', stick: 'piece', sticks: 'piece',
};

/** The largest net quantity taken in each unit: far beyond a retail pack, but bounded. */
const maxAmount: Record<NetUnit, number> = { g: 1_000_000, kg: 1000, ml: 1_000_000, l: 1000, piece: 100_000 };

/**
 * Reads a net quantity as people write it: "500 g", "1.5 kg", "200ml", "1 L", "2 litres", "6 pieces", "1 pc",
 * "20 bags", "Pack of 12", "1,000 g". Null when it does not read as a positive amount (at most 3 decimals, whole for pieces) and
 * a known unit.
 */
export function parseNetQuantity(text: string): NetQuantity | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(\d),(?=\d)/g, '$1');
  const pack = /^pack of (\d+)$/.exec(t);
  const m = pack ? [t, pack[1], 'pieces'] : /^(\d+(?:\.\d{1,3})?) ?([a-z]+)\.?$/.exec(t);
  if (!m) return null;
  const unit = unitWords[m[2]];
  const amount = Number(m[1]);
  if (!unit || !(amount > 0) || amount > maxAmount[unit]) return null;
  if (unit === 'piece' && !Number.isInteger(amount)) return null;
  return { amount, unit };
}

const amountFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** 500 g, 1.5 kg, 200 ml, 1 L, 1 piece, 6 pieces. */
export function formatNetQuantity(q: NetQuantity): string {
  const amount = amountFormat.format(q.amount);
  if (q.unit === 'piece') return `${amount} ${q.amount === 1 ? 'piece' : 'pieces'}`;
  return `${amount} ${unitSymbols[q.unit]}`;
}

/** a / b rounded to the nearest whole number, halves up, for non-negative whole numbers (exact, no float division). */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export type UnitSalePrice = { paise: number; per: 'g' | 'kg' | 'ml' | 'L' | 'piece' };

/**
 * The unit sale price of a pack (rule 6(11) as amended in 2022): rupees per gram when the net quantity is under one
 * kilogram and per kilogram from one kilogram up; per millilitre under one litre and per litre from one litre up; per
 * piece for goods sold by number. Rounded to the nearest paisa, halves up.
 */
export function unitSalePrice(pricePaise: number, q: NetQuantity): UnitSalePrice {
  if (q.unit === 'piece') return { paise: divideRounded(pricePaise, q.amount), per: 'piece' };
  // Thousandths of a gram (or millilitre): a whole number for amounts with at most 3 decimals, in any unit.
  const big = q.unit === 'kg' || q.unit === 'l';
  const thousandths = Math.round(q.amount * (big ? 1_000_000 : 1000));
  const mass = q.unit === 'g' || q.unit === 'kg';
  if (thousandths >= 1_000_000) return { paise: divideRounded(pricePaise * 1_000_000, thousandths), per: mass ? 'kg' : 'L' };
  return { paise: divideRounded(pricePaise * 1000, thousandths), per: mass ? 'g' : 'ml' };
}

/** "₹0.30 per g", "₹59.80 per kg", "₹0.55 per ml", "₹239.00 per L", "₹13.00 per piece". */
export function formatUnitSalePrice(pricePaise: number, q: NetQuantity): string {
  const u = unitSalePrice(pricePaise, q);
  return `${formatPaiseAsINR(u.paise)} per ${u.per}`;
}

/**
 * A price to compare packs of different sizes by (issue 33), beside the legal unit sale price: per 100 g for anything
 * weighed ("₹9.40 per 100 g"), per litre for liquids under a litre ("₹550.00 per L"); null for pieces and for a litre
 * or more, whose legal price is already per litre.
 */
export function comparablePrice(pricePaise: number, q: NetQuantity): string | null {
  if (q.unit === 'piece') return null;
  const small = Math.round(q.amount * (q.unit === 'kg' || q.unit === 'l' ? 1000 : 1) * 1000);
  if (small <= 0) return null;
  if (q.unit === 'g' || q.unit === 'kg') return `${formatPaiseAsINR(divideRounded(pricePaise * 100_000, small))} per 100 g`;
  if (small >= 1_000_000) return null;
  return `${formatPaiseAsINR(divideRounded(pricePaise * 1_000_000, small))} per L`;
}

/**
 * Countries of origin in Hindi, for the declarations and the Hindi origin of the demo catalogue (decision 116): the
 * countries the shop declares. A country missing here is shown in English.
 */
export const hindiCountryNames: Record<string, string> = { India: 'भारत', Iran: 'ईरान' };

/** A country of origin in Hindi ('भारत' for India), or null when the shop has no Hindi name for it. */
export function countryInHindi(country: string): string | null {
  const named = country.trim();
  return Object.hasOwn(hindiCountryNames, named) ? hindiCountryNames[named] : null;
}

/** The GST rates (percent) a product may carry. */
export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRates)[number];
export const isGstRate = (n: number): n is GstRate => (gstRates as readonly number[]).includes(n);

/** An HSN code: 4, 6 or 8 digits (chapter and heading, subheading, tariff item). */
export const hsnPattern = /^\d{4}(?:\d{2}){0,2}$/;

/** The mark a food carries (FSSAI): a green dot in a green square, or a brown triangle in a brown square. */
export const foodTypes = ['veg', 'non-veg'] as const;
export type FoodType = (typeof foodTypes)[number];
export const foodTypeWords: Record<FoodType, string> = { veg: 'Vegetarian', 'non-veg': 'Non-vegetarian' };

/** The GST state codes (the first two characters of a GSTIN) and the state or union territory each stands for. */
export const gstStateCodes: Record<string, string> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand',
  '06': 'Haryana', '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim',
  '12': 'Arunachal Pradesh', '13': 'Nagaland', '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya',
  '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand', '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh',
  '24': 'Gujarat', '25': 'Dadra and Nagar Haveli and Daman and Diu', '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra', '28': 'Andhra Pradesh', '29': 'Karnataka', '30': 'Goa', '31': 'Lakshadweep', '32': 'Kerala',
  '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands', '36': 'Telangana', '37': 'Andhra Pradesh',
  '38': 'Ladakh', '97': 'Other Territory', '99': 'Centre Jurisdiction',
};

/** A state's or union territory's GST state code by its name (any case): '29' for Karnataka; the current code where two share a name (26, 37); null when unknown. */
export function gstStateCodeOf(stateName: string): string | null {
  const named = stateName.trim().toLowerCase();
  let found: string | null = null;
  for (const [code, name] of Object.entries(gstStateCodes)) if (name.toLowerCase() === named) found = code;
  return found;
}

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14 (the GSTN's algorithm): each character's base-36 value is
 * multiplied by 1 and 2 alternately, the product's base-36 digits are added up, and the check character brings the
 * sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = base36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36[(36 - (sum % 36)) % 36];
}

/**
 * What is wrong with a GSTIN, or null when it is valid: 15 characters, a state code, the holder's PAN (5 letters,
 * 4 digits, a letter), the registration number within that PAN (1-9 or A-Z), Z, and the check character. With
 * `stateName`, the state code must be that state's (a registration holds in one state).
 */
export function gstinProblem(gstin: string, stateName?: string): string | null {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return 'GSTIN must be 15 letters and digits, such as 29ABCDE1234F1Z5.';
  const state = gstStateCodes[gstin.slice(0, 2)];
  if (!state) return 'GSTIN must start with a state code (01 to 38, 97 or 99).';
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter.';
  if (!/^[1-9A-Z]Z$/.test(gstin.slice(12, 14))) return 'GSTIN characters 13 and 14 must be a registration number (1-9 or A-Z) and Z.';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'This GSTIN is mistyped: its last character does not match the others.';
  if (stateName) {
    const named = stateName.trim().toLowerCase();
    const known = new Set(Object.values(gstStateCodes).map((s) => s.toLowerCase()));
    if (known.has(named) && state.toLowerCase() !== named) {
      return `GSTIN state code ${gstin.slice(0, 2)} is ${state}, but the shop's address is in ${stateName.trim()}.`;
    }
  }
  return null;
}

/** An FSSAI licence or registration number: 14 digits. */
export const fssaiPattern = /^\d{14}$/;

/**
 * A company identification number (CIN, Companies Act 2013): L (listed) or U (unlisted), the 5-digit industry code,
 * the 2-letter state, the year of incorporation, the 3-letter company class and the 6-digit registration number,
 * e.g. U15400KA2020PTC123456.
 */
export const cinPattern = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
