import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/contract';
import { nutrients, type Nutrient } from '@shop/contract/food-label';

/** Energy in kcal, sodium in mg, the rest in grams. */
const NUTRIENT_UNITS: Record<Nutrient, string> = { EnergyKcal: 'kcal', ProteinG: 'g', CarbohydrateG: 'g', TotalSugarsG: 'g', AddedSugarsG: 'g', TotalFatG: 'g', SaturatedFatG: 'g', TransFatG: 'g', SodiumMg: 'mg' };

/**
 * The food label (FSSAI Labelling and Display Regulations 2020; decision 263): ingredients, allergens, nutrition per
 * 100 g or 100 ml, the brand owner's FSSAI licence and the organic certificate. Shown only for a product with a label.
 */
export function FoodLabel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const { Ingredients, Allergens, Nutrition, FssaiLicence, OrganicCertification } = product;
  if (Ingredients === null && Allergens === null && Nutrition === null && FssaiLicence === null && OrganicCertification === null) return null;
  const names: Record<Nutrient, string> = {
    EnergyKcal: t`Energy`,
    ProteinG: t`Protein`,
    CarbohydrateG: t`Carbohydrate`,
    TotalSugarsG: t`Total sugars`,
    AddedSugarsG: t`Added sugars`,
    TotalFatG: t`Total fat`,
    SaturatedFatG: t`Saturated fat`,
    TransFatG: t`Trans fat`,
    SodiumMg: t`Sodium`,
  };
  const per = Nutrition?.Per === '100ml' ? t`Per 100 ml` : t`Per 100 g`;
  const scheme = OrganicCertification?.Scheme;
  const certificate = OrganicCertification?.CertificateNo;
  return (
    <section aria-labelledby="food-label" className="mt-4 rounded-2xl border border-stone-200 p-4">
      <h2 id="food-label" className="text-sm font-semibold text-stone-900"><Trans>Food label</Trans></h2>
      <dl className="mt-3 space-y-2 text-sm">
        {Ingredients !== null && (
          <div className="grid gap-0.5 sm:grid-cols-[10.5rem_1fr] sm:gap-4">
            <dt className="text-stone-500"><Trans>Ingredients</Trans></dt>
            <dd className="break-words text-stone-900">{Ingredients}</dd>
          </div>
        )}
        {Allergens !== null && (
          <div className="grid gap-0.5 sm:grid-cols-[10.5rem_1fr] sm:gap-4">
            <dt className="text-stone-500"><Trans>Allergens</Trans></dt>
            <dd className="text-stone-900">{Allergens.length ? Allergens.join(', ') : t`None declared`}</dd>
          </div>
        )}
        {FssaiLicence !== null && (
          <div className="grid gap-0.5 sm:grid-cols-[10.5rem_1fr] sm:gap-4">
            <dt className="text-stone-500"><Trans>FSSAI licence (brand owner)</Trans></dt>
            <dd className="font-mono text-stone-900">{FssaiLicence}</dd>
          </div>
        )}
        {scheme && (
          <div className="grid gap-0.5 sm:grid-cols-[10.5rem_1fr] sm:gap-4">
            <dt className="text-stone-500"><Trans>Organic certification</Trans></dt>
            <dd className="break-words text-stone-900"><Trans>{scheme}, certificate {certificate}</Trans></dd>
          </div>
        )}
      </dl>
      {Nutrition ? (
        <table className="mt-3 w-full text-sm">
          <caption className="text-left font-medium text-stone-700"><Trans>Nutrition information</Trans></caption>
          <thead>
            <tr className="border-b border-stone-200 text-left text-stone-500">
              <th scope="col" className="py-1 font-normal"><Trans>Nutrient</Trans></th>
              <th scope="col" className="py-1 text-right font-normal">{per}</th>
            </tr>
          </thead>
          <tbody>
            {nutrients.map((key) => (
              <tr key={key} className="border-b border-stone-100">
                <th scope="row" className="py-1 text-left font-normal text-stone-700">{names[key]}</th>
                <td className="py-1 text-right tabular-nums text-stone-900">{Nutrition[key]} {NUTRIENT_UNITS[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        product.FreshProduce && <p className="mt-3 text-sm text-stone-600"><Trans>Fresh produce, sold loose: no nutrition table.</Trans></p>
      )}
    </section>
  );
}
