import { useLingui } from '@lingui/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

import { translateMessage } from '../i18n/i18n';

const control = 'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 sm:text-sm';

type Common = { label: string; error?: string; hint?: ReactNode; required?: boolean };

function Wrapper({ id, label, error, hint, required, children }: Common & { id: string; children: ReactNode }) {
  const { i18n } = useLingui(); // shown again in the new language when the shopper switches
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
        {required && <span className="text-red-600" aria-hidden> *</span>}
      </label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {translateMessage(error, i18n.locale)}
        </p>
      )}
    </div>
  );
}

/** A labelled text input that shows its error under it and ties both together for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function TextField({ label, error, hint, required, id, className = '', ...rest }, ref) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Wrapper id={fieldId} label={label} error={error} hint={hint} required={required}>
      <input ref={ref} id={fieldId} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined} className={`${control} ${className}`} {...rest} />
    </Wrapper>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField({ label, error, hint, required, id, className = '', children, ...rest }, ref) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Wrapper id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select ref={ref} id={fieldId} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={error ? `${fieldId}-error` : undefined} className={`${control} ${className}`} {...rest}>
        {children}
      </select>
    </Wrapper>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField({ label, error, hint, required, id, className = '', ...rest }, ref) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Wrapper id={fieldId} label={label} error={error} hint={hint} required={required}>
      <textarea ref={ref} id={fieldId} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={error ? `${fieldId}-error` : undefined} className={`${control} ${className}`} {...rest} />
    </Wrapper>
  );
});
