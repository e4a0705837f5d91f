import { m } from '@shop/contract/text';
// The food label's rules in the back office (FSSAI Labelling and Display Regulations 2020; decision 263): a product's
// own text may say organic only with a certificate, and a food goes on sale only with its declarations and while the
// shop holds an FSSAI licence.
import { asc } from 'drizzle-orm';
import type { AdminProductInput } from '@shop/contract/admin';
import { missingDeclarations, saysOrganic, type FoodLabelColumns } from '@shop/contract/food-label';
import type { DbOrTx } from '../../db/client.ts';
import { company } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/reply.ts';

type Label = FoodLabelColumns;

/** The label's columns from an input: a field left out keeps the product's value (none on a new product). */
export function labelColumns(input: AdminProductInput, before: Label | null): Label {
  // An unchanged list or table keeps the stored value, so the audit records only what changed (jsonb orders keys).
  const canon = (v: unknown) => JSON.stringify(v, v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).sort() : undefined);
  const kept = <K extends keyof Label>(key: K, given: Label[K] | undefined, empty: Label[K]): Label[K] =>
    given === undefined || (before && canon(given) === canon(before[key])) ? (before ? before[key] : empty) : given;
  const organic = input.organicCertification;
  return {
    ingredients: kept('ingredients', input.ingredients, null),
    allergens: kept('allergens', input.allergens, null),
    nutrition: kept('nutrition', input.nutrition, null),
    fssaiLicence: kept('fssaiLicence', input.fssaiLicence, null),
    organicScheme: kept('organicScheme', organic === undefined ? undefined : (organic?.Scheme ?? null), null),
    organicCertificateNo: kept('organicCertificateNo', organic === undefined ? undefined : (organic?.CertificateNo ?? null), null),
    freshProduce: kept('freshProduce', input.freshProduce, false),
  };
}

type Saved = Label & { name: string; shortDescription: string; description: string; foodType: 'veg' | 'non-veg' | null; isActive: boolean };

/**
 * Refuses (400) a product whose name or descriptions say organic without a certificate; and (409) switching a food on
 * for sale without its declarations or while the shop has no FSSAI licence. A food already on sale before the label
 * existed may stay on sale while edited, but no edit may take a declaration away from a food on sale.
 */
export async function assertLabelAllowsSale(tx: DbOrTx, p: Saved, before: Saved | null): Promise<void> {
  if (saysOrganic(p.name, p.shortDescription, p.description) && !p.organicScheme) {
    throw badRequest(m`${p.name} says organic: add its organic certification (NPOP or PGS-India) or take the word out of its name and descriptions.`);
  }
  if (!p.isActive || p.foodType === null) return;
  const switchingOn = !before || !before.isActive || before.foodType === null;
  const missing = missingDeclarations(p);
  if (missing.length && (switchingOn || missingDeclarations(before).length < missing.length)) {
    throw conflict(m`${p.name} is food and cannot be on sale without its label: add ${missing.join(', ')}; or keep it hidden.`);
  }
  if (switchingOn) {
    const [shop] = await tx.select({ fssaiLicence: company.fssaiLicence }).from(company).orderBy(asc(company.id)).limit(1);
    if (!shop?.fssaiLicence) throw conflict('The shop has no FSSAI licence in its details: no food can be put on sale until it is added (Shop details).');
  }
}
