import { forwardRef, useId, type InputHTMLAttributes } from 'react';

/** A checkbox with its label and a line explaining what it does. */
export const CheckboxField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }>(function CheckboxField({ label, hint, ...rest }, ref) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input ref={ref} id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-brand-700" aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
});
