import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui/Field';

/** A business buyer's GSTIN, optional: printed on the tax invoice and reported in the shop's GSTR-1 (decision 251). */
export function BuyerGstin({ value, onChange, error }: { value: string; onChange: (gstin: string) => void; error: string | null }) {
  const { t } = useLingui();
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-3 text-sm" open={Boolean(value)}>
      <summary className="cursor-pointer font-medium text-stone-800">
        <Trans>Buying for a business? Add your GSTIN</Trans>
      </summary>
      <div className="mt-3 max-w-xs">
        <TextField
          label={t`GSTIN (optional)`}
          autoComplete="off"
          maxLength={15}
          placeholder="29ABCDE1234F1Z5"
          value={value}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          error={error ?? undefined}
          hint={t`It is printed on your tax invoice.`}
        />
      </div>
    </details>
  );
}
