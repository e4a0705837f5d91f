import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { translateMessage } from '../../i18n/i18n';

type Props = { label: string; error?: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide button (typing a password on a phone is easier when one can check it). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({ label, error, hint, id, required, ...rest }, ref) {
  const { t, i18n } = useLingui();
  const auto = useId();
  const fieldId = id ?? auto;
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="block text-sm font-medium text-stone-700">
        {label}
        {required && <span className="text-red-600" aria-hidden> *</span>}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className="block w-full rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-11 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 sm:text-sm"
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-600">
          {/* A contract's validation message in the shopper's language (other texts pass unchanged). */}
          {translateMessage(error, i18n.locale)}
        </p>
      )}
    </div>
  );
});
