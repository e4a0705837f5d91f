import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AdminProductCreateInput } from '@shop/contract/admin';
import { nutrientNames, nutrients, organicSchemes } from '@shop/contract/food-label';
import { SelectField, TextAreaField, TextField } from '../../../ui/Field';
import { CheckboxField } from '../components/CheckboxField';
import { Panel } from '../components/Panel';


/** "Milk, Tree nuts" as typed, the allergens list the contract takes ([] declares none). */
export const allergensFromText = (text: unknown): string[] =>
  Array.isArray(text) ? text : String(text ?? '').split(',').map((a) => a.trim()).filter(Boolean);

/**
 * The form's label as the contract takes it: no nutrition while every amount is empty (fresh produce), no
 * certification without a scheme, the allergens as a list.
 */
export function labelForSaving<T extends Partial<AdminProductCreateInput>>(values: T): T {
  const n = values.nutrition as Record<string, unknown> | null | undefined;
  const emptyNutrition = !n || nutrients.every((k) => !Number.isFinite(n[k] as number));
  const cert = values.organicCertification;
  return {
    ...values,
    allergens: allergensFromText(values.allergens),
    nutrition: emptyNutrition ? null : n,
    organicCertification: cert && cert.Scheme ? cert : null,
  };
}

/** The food label (FSSAI Labelling and Display Regulations 2020): a food is on sale only with it (decision 263). */
export function FoodLabelPanel({ register, errors }: { register: UseFormRegister<AdminProductCreateInput>; errors: FieldErrors<AdminProductCreateInput> }) {
  const num = { valueAsNumber: true } as const;
  const nutritionErrors = errors.nutrition as Record<string, { message?: string }> | undefined;
  return (
    <Panel title="Food label">
      <p className="-mt-1 mb-4 text-sm text-stone-600">
        What the pack's label says, shown on the product page. A food is on sale only with its ingredients, allergens, nutrition (or marked fresh produce) and the brand owner's FSSAI licence; leave it all empty for what is not food.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextAreaField label="Ingredients" rows={2} placeholder="Whole wheat (100%)" error={errors.ingredients?.message} {...register('ingredients')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label="Allergens" placeholder="Milk, Tree nuts" hint="Separated by commas; empty: none declared." error={errors.allergens?.message} {...register('allergens', { setValueAs: allergensFromText })} />
        </div>
        <TextField label="FSSAI licence of the brand owner" inputMode="numeric" maxLength={14} placeholder="14 digits" error={errors.fssaiLicence?.message} {...register('fssaiLicence', { setValueAs: (v: string) => (v ? v : undefined) })} />
        <CheckboxField label="Fresh produce" hint="Fruit, vegetables and the like: no nutrition table." {...register('freshProduce')} />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold text-stone-800">Nutrition</legend>
        {nutritionErrors?.root?.message && <p role="alert" className="mb-2 text-sm text-red-700">{nutritionErrors.root.message}</p>}
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label="Per" {...register('nutrition.Per')}>
            <option value="100g">100 g</option>
            <option value="100ml">100 ml</option>
          </SelectField>
          {nutrients.map((k) => (
            <TextField key={k} label={nutrientNames[k]} type="number" inputMode="decimal" step="0.1" min={0} error={nutritionErrors?.[k]?.message} {...register(`nutrition.${k}`, num)} />
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField label="Organic certification" error={errors.organicCertification?.message} {...register('organicCertification.Scheme')}>
          <option value="">None</option>
          {organicSchemes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField label="Certificate number" error={errors.organicCertification?.CertificateNo?.message} {...register('organicCertification.CertificateNo')} />
      </div>
    </Panel>
  );
}
