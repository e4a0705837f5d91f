import { Trans } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useDeliverTo } from './deliverTo';
import { usePlaceNames } from '../../i18n/format';

// The dialog (and the pin code check with it) is fetched on the shopper's intent, never with the first page.
const loadDialog = () => import('./DeliverToDialog');
const DeliverToDialog = lazy(() => loadDialog().then((m) => ({ default: m.DeliverToDialog })));
const preload = () => void loadDialog();

/** "Deliver to?" in the header: the remembered pin code, or the question; opens the pin code check. */
export function DeliverToButton({ className = '' }: { className?: string }) {
  const deliverTo = useDeliverTo();
  const places = usePlaceNames();
  const [open, setOpen] = useState(false);
  const pin = deliverTo?.pin;
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-left text-sm text-stone-700 hover:bg-stone-100 ${className}`}
      >
        <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
        <span className="truncate">
          {deliverTo ? (
            <>
              <Trans>
                Deliver to <strong className="font-semibold text-stone-900">{pin}</strong>
              </Trans>
              {deliverTo.city && <span className="hidden sm:inline"> · {places.city(deliverTo.city)}</span>}
              {!deliverTo.serviceable && (
                <span className="text-amber-700">
                  {' · '}
                  <Trans>pickup only</Trans>
                </span>
              )}
            </>
          ) : (
            <Trans>Deliver to?</Trans>
          )}
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <DeliverToDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
