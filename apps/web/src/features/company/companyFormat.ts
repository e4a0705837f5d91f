import type { CompanyDetails } from '@shop/contract';

type PlaceNames = { city: (name: string) => string; state: (name: string) => string };
const asWritten: PlaceNames = { city: (name) => name, state: (name) => name };

/** "14, Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025"; `places` names the city and state in another language. */
export function fullAddress(c: CompanyDetails, places: PlaceNames = asWritten): string {
  return [c.Add1, c.Add2, c.City && places.city(c.City), `${places.state(c.StateName)} ${c.PinCode}`.trim()].filter(Boolean).join(', ');
}

/** The full OpenStreetMap page for the embedded map's marker (for directions on a phone), or the embed itself. */
export function fullMapUrl(embedUrl: string): string {
  try {
    const marker = new URL(embedUrl).searchParams.get('marker');
    const [lat, lon] = (marker ?? '').split(',').map(Number);
    if (Number.isFinite(lat) && Number.isFinite(lon) && marker) return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  } catch {
    // not a URL: fall through to the embed address
  }
  return embedUrl;
}

/** How the legal identity names its numbers; `useLegalParts` (./api) gives them in the shopper's language. */
export interface LegalWords {
  gstin: (gstin: string) => string;
  fssai: (licence: string) => string;
  cin: (cin: string) => string;
}
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English default for plain code and tests; screens use useLegalParts
const englishLegalWords: LegalWords = { gstin: (n) => `GSTIN ${n}`, fssai: (n) => `FSSAI licence no. ${n}`, cin: (n) => `CIN ${n}` };

/**
 * The shop's legal identity as the footer prints it: "Annapurna Organics Private Limited", "GSTIN 29AAKCA4821M1ZA",
 * "FSSAI licence no. 11224999000487", "CIN U15400KA2020PTC123456", leaving out what the shop has not registered.
 */
export function legalParts(c: CompanyDetails, words: LegalWords = englishLegalWords): string[] {
  return [c.LegalName, c.GSTIN && words.gstin(c.GSTIN), c.FSSAILicence && words.fssai(c.FSSAILicence), c.CIN && words.cin(c.CIN)].filter((part): part is string => Boolean(part));
}
