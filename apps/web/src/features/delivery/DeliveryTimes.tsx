import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { usePinCode } from './api';
import { useArrivalWords } from './arrivalWords';
import { DeliverToButton } from './DeliverToButton';
import { useDeliverTo } from './deliverTo';
import { useOptionWords } from './optionWords';

/**
 * When the shopper's order would come to the pin code they chose ("Deliver to?"): each home delivery option with its
 * earliest slot or its same-day promise. Without a pin code, the button to choose one.
 */
export function DeliveryTimes() {
  const deliverTo = useDeliverTo();
  const info = usePinCode(deliverTo?.pin);
  const arrivalWords = useArrivalWords();
  const optionWords = useOptionWords();
  const pin = deliverTo?.pin;
  const rows = (info.data?.data.Options ?? []).flatMap((o) => {
    const arrives = arrivalWords(o.Arrives);
    return arrives ? [{ kid: o.kid, name: optionWords(o.Name), when: arrives.when }] : [];
  });
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      <p className="flex items-center gap-2 font-medium text-stone-800">
        <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />
        {pin ? <Trans>Delivery to {pin}</Trans> : <Trans>When will it arrive?</Trans>}
      </p>
      {pin ? (
        rows.length > 0 ? (
          <ul className="mt-1.5 space-y-0.5 text-stone-700">
            {rows.map((r) => (
              <li key={r.kid}>
                <span className="font-medium text-stone-900">{r.name}</span>: {r.when}
              </li>
            ))}
          </ul>
        ) : (
          info.data && (
            <p className="mt-1.5 text-stone-600">
              <Trans>No home delivery here yet: you can collect your order from our store.</Trans>
            </p>
          )
        )
      ) : (
        <DeliverToButton className="-ml-2 mt-1" />
      )}
    </div>
  );
}
