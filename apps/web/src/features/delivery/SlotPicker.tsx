import { CalendarClock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { dateWords, deliveryDayWords, slotHoursWords } from '@shop/contract/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';
import { useDates } from '../../i18n/format';
import { useDeliverySlots } from './api';

// The days are calendar dates (YYYY-MM-DD), read in UTC.
const weekdays = { en: dateWords('en-IN', { weekday: 'short', timeZone: 'UTC' }), hi: dateWords('hi-IN', { weekday: 'short', timeZone: 'UTC' }) };
/** A YYYY-MM-DD day at the given UTC hour and minute (at 06:30 UTC it is noon of the same day in India). */
const dateOf = (day: string, hour = 0, minute = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hour, minute));
};

/**
 * The slot days' and hours' words in the language shown, as people say them: "Today", "Tomorrow" or the weekday
 * ("Sat") over the short day ("28 Nov"); "Tomorrow, Sat 28 Nov" over the day's slots; "7–9 AM" on each. `today` is
 * the server's first day (India time), so the words never follow a wrong clock on the phone.
 */
export function useSlotWords(today: string | undefined) {
  const { i18n } = useLingui();
  const language = i18n.locale === 'hi' ? 'hi' : 'en';
  const dates = useDates();
  const relative = (day: string) => {
    const words = deliveryDayWords(day, language, today);
    return words === deliveryDayWords(day, language) ? null : words;
  };
  const weekday = (day: string) => relative(day) ?? weekdays[language].format(dateOf(day));
  const shortDay = (day: string) => dates.day(dateOf(day, 6, 30)).replace(/ \d{4}$/, '');
  const dayLabel = (day: string) => {
    const near = relative(day);
    return near ? `${near}, ${deliveryDayWords(day, language)}` : deliveryDayWords(day, language);
  };
  return { weekday, shortDay, dayLabel, hours: (from: string, to: string) => slotHoursWords(from, to, language) };
}

/**
 * The next 7 days' slots of a delivery option for the chosen address (India time): a row of days, then the chosen
 * day's slots, full ones disabled and marked "Full", past ones "Closed". An option without slots (express) shows its
 * promise instead.
 */
export function SlotPicker({ did, saddid, promise, value, onChange }: { did: number; saddid: number; promise: ReactNode; value: number | null; onChange: (kid: number | null) => void }) {
  const { t } = useLingui();
  const slots = useDeliverySlots(did, saddid);
  const { weekday, shortDay, dayLabel, hours } = useSlotWords(slots.data?.[0]?.Date);
  const [picked, setPicked] = useState<string | null>(null);
  if (slots.isPending) {
    return (
      <div role="status" aria-label={t`Loading delivery slots`} className="grid grid-cols-3 gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (slots.isError) return <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">{slots.error.message}</p>;
  const days = slots.data;
  if (!days.length) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
        <CalendarClock aria-hidden className="size-5 text-brand-700" /> {promise}
      </p>
    );
  }
  if (!days.some((d) => d.Slots.some((s) => s.Available))) {
    return (
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <Trans>Sorry, every slot of the next 7 days is full. Please choose another delivery option.</Trans>
      </p>
    );
  }
  // The day shown: the one picked, else the chosen slot's, else the first with a free slot.
  const shown = days.find((d) => d.Date === picked) ?? days.find((d) => d.Slots.some((s) => s.kid === value)) ?? days.find((d) => d.Slots.some((s) => s.Available)) ?? days[0];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="sr-only">
        <Trans>Delivery slot</Trans>
      </legend>
      <div role="group" aria-label={t`Delivery day`} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((d) => {
          const free = d.Slots.filter((s) => s.Available).length;
          const current = d.Date === shown.Date;
          return (
            <button
              key={d.Date}
              type="button"
              aria-pressed={current}
              onClick={() => setPicked(d.Date)}
              className={`flex min-w-[4.75rem] shrink-0 flex-col items-center rounded-xl border px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 ${current ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600' : 'border-stone-200 bg-white text-stone-700 hover:border-stone-300'}`}
            >
              <span className="font-semibold">{weekday(d.Date)}</span>
              <span className="text-xs">{shortDay(d.Date)}</span>
              <span className={`mt-0.5 text-[0.7rem] ${free ? 'text-brand-700' : 'text-stone-500'}`}>{free ? t`${free} free` : d.Closed || d.Slots.every((s) => s.Left > 0) ? t`Closed` : t`Full`}</span>
            </button>
          );
        })}
      </div>
      <div>
        <p className="mb-1.5 text-sm font-semibold text-stone-800">
          {dayLabel(shown.Date)}
          {shown.Closed && <span className="ml-2 text-xs font-normal text-stone-500">
              <Trans>No delivery this day</Trans>
            </span>}
        </p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {shown.Slots.map((s) => {
            const checked = value === s.kid;
            const left = s.Left;
            const why = s.Available ? t`${left} left` : s.Left === 0 ? t`Full` : t`Closed`;
            return (
              <li key={s.kid}>
                <label
                  className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${!s.Available ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400' : checked ? 'cursor-pointer border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'cursor-pointer border-stone-200 bg-white hover:border-stone-300'}`}
                >
                  <input type="radio" name="delivery-slot" value={s.kid} checked={checked} disabled={!s.Available} onChange={() => onChange(s.kid)} className="size-4 accent-brand-700" />
                  <span className="flex flex-col">
                    <span className="font-medium">{hours(s.From, s.To)}</span>
                    <span className={`text-xs ${s.Available ? 'text-stone-500' : ''}`}>{why}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </fieldset>
  );
}
