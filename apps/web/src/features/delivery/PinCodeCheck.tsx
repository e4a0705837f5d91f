import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Store } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { usePinCode } from './api';
import { useOptionWords } from './optionWords';
import { useArrivalWords } from './arrivalWords';
import { rememberDeliverTo, useDeliverTo } from './deliverTo';
import { usePlaceNames } from '../../i18n/format';

/** A pin code box that says plainly whether and how the shop delivers there, and remembers the answer. */
export function PinCodeCheck({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useLingui();
  const optionWords = useOptionWords();
  const arrivalWords = useArrivalWords();
  const remembered = useDeliverTo();
  const [text, setText] = useState(remembered?.pin ?? '');
  const [pin, setPin] = useState<string | null>(remembered?.pin ?? null);
  const [error, setError] = useState('');
  const info = usePinCode(pin);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!/^[1-9][0-9]{5}$/.test(value)) return setError(t`Please enter a 6-digit pin code, e.g. 560001.`);
    setError('');
    setPin(value);
  };

  const data = info.data?.data;
  const places = usePlaceNames();
  const city = places.city(data?.City ?? '');
  const state = places.state(data?.State ?? '');
  // The answer is remembered once the shop gave it (the header and checkout read it).
  useEffect(() => {
    if (data && pin) rememberDeliverTo({ pin, city: data.City, state: data.State, serviceable: data.Serviceable });
  }, [data, pin]);

  return (
    <div className="space-y-3">
      <form method="post" onSubmit={submit} noValidate className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t`Pin code`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={text}
            onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
            error={error || (info.isError ? info.error.message : undefined)}
            data-autofocus={autoFocus ? true : undefined}
          />
        </div>
        <Button type="submit" busy={info.isFetching}>
          <Trans>Check</Trans>
        </Button>
      </form>
      {data && pin && (
        <div role="status" className={`rounded-xl p-3 text-sm ${data.Serviceable ? 'bg-brand-50 text-brand-900' : 'bg-amber-50 text-amber-900'}`}>
          <p className="flex items-start gap-1.5 font-semibold">
            {data.Serviceable ? <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" /> : <Store aria-hidden className="mt-0.5 size-4 shrink-0" />}
            <span className="min-w-0">{data.Serviceable ? (data.City ? t`We deliver to ${pin} (${city}, ${state}).` : t`We deliver to ${pin}.`) : t`Sorry, we do not deliver to ${pin} yet.`}</span>
          </p>
          <ul className="mt-1.5 space-y-0.5">
            {data.Options.map((o) => {
              const arrives = arrivalWords(o.Arrives, o.OrderBy);
              return (
                <li key={o.kid}>
                  <span className="flex justify-between gap-3">
                    <span>{optionWords(o.Name)}</span>
                    <span className="font-medium">{o.Charge ? formatRupeesAsINR(o.Charge) : t`Free`}</span>
                  </span>
                  {arrives && <span className="block text-xs opacity-90">{arrives.when}</span>}
                </li>
              );
            })}
          </ul>
          {!data.Serviceable && (
            <p className="mt-1.5">
              <Trans>You can still order and collect it from our store.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
