import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, Leaf, Sprout, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/Skeleton';
import { useLocalName } from '../../i18n/format';
import { useCompany, useFreeDeliveryPromise } from './api';

const values = [
  { icon: Sprout, title: msg`Straight from growers`, text: msg`We buy from farmer groups and small makers we know by name, and pay them on time.` },
  { icon: Leaf, title: msg`Nothing hidden`, text: msg`No added colour, no bleached flour, no palm-oil blends. What the pack says is what is inside.` },
  { icon: Truck, title: msg`Fresh to your door`, text: msg`Packed in small batches and delivered to your door.` },
  { icon: HeartHandshake, title: msg`Here when you need us`, text: msg`A real team answers your calls and mails, every day of the week.` },
];

/** /about: who the shop is, what it stands for, and the terms of use and of sales and refunds. */
export default function AboutPage() {
  const { t } = useLingui();
  const { data: company, isPending } = useCompany();
  const promise = useFreeDeliveryPromise();
  const localName = useLocalName();
  // The promise as a sentence of its own (a full stop in English, the danda in Hindi).
  const freeDelivery = promise && t`${promise}.`;
  const name = company?.Name ?? 'Annapurna Organics';

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl"><Trans>About Us</Trans></h1>
        {isPending ? (
          <div className="mt-4 max-w-2xl space-y-2">
            <Skeleton className="h-4 w-full bg-brand-700" />
            <Skeleton className="h-4 w-4/5 bg-brand-700" />
          </div>
        ) : (
          company && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{localName(company.About, company.HindiAbout)}</p>
        )}
      </header>

      <section aria-labelledby="about-story" className="mt-10 grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
        <h2 id="about-story" className="text-2xl font-bold text-stone-900">
          <Trans>Our story</Trans>
        </h2>
        <div className="space-y-4 leading-relaxed text-stone-700">
          <p>
            <Trans>
              {name} began in a Bengaluru kitchen, with a simple wish: to cook with the atta, dals, spices and oils our grandparents trusted, and to find them
              without reading every label twice.
            </Trans>
          </p>
          <p>
            <Trans>
              Today we work with farmer groups and small makers across India: basmati from the Himalayan foothills, turmeric from Erode, cold-pressed oils from
              wooden ghanis, forest honey and A2 ghee. Every product is tasted and checked by our team before it reaches our shelves.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="text-2xl font-bold text-stone-900">
          <Trans>What we stand for</Trans>
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-stone-900">{t(title)}</span>
                <span className="mt-1 block text-sm text-stone-600">
                  {t(text)}
                  {Icon === Truck && freeDelivery && ` ${freeDelivery}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section id="terms" aria-labelledby="about-terms" className="mt-10 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="about-terms" className="text-2xl font-bold text-stone-900">
          <Trans>Terms of Use</Trans>
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
          <li>
            <Trans>Prices are in Indian rupees and include all taxes. The price you pay is the one shown when you place your order.</Trans>
          </li>
          <li>
            <Trans>Pictures show the product; packaging may change from batch to batch.</Trans>
          </li>
          <li>
            <Trans>Some products have a minimum or maximum order quantity, shown on the product page, so that every customer gets a fair share.</Trans>
          </li>
          <li>
            <Trans>Your account is yours alone: keep your password private. You can ask us to close it at any time from your account page.</Trans>
          </li>
        </ul>
      </section>

      <section id="refunds" aria-labelledby="about-refunds" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="about-refunds" className="text-2xl font-bold text-stone-900">
          <Trans>Sales and Refunds</Trans>
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
          <li>
            <Trans>Orders are paid by UPI when you place them, or in cash on delivery.</Trans>
            {freeDelivery && ` ${freeDelivery}`}
          </li>
          <li>
            <Trans>You can cancel an order until it has been shipped, from My Orders.</Trans>
          </li>
          <li>
            <Trans>If a product arrives damaged, wrong or past its date, tell us within 48 hours of delivery and we will replace it or refund you in full.</Trans>
          </li>
          <li>
            <Trans>Refunds reach your bank account or UPI within 5 to 7 working days.</Trans>
          </li>
        </ul>
        <p className="mt-5 text-sm text-stone-600">
          <Trans>
            Questions?{' '}
            <Link to="/Contact" className="font-semibold text-brand-700 hover:underline">
              Contact us
            </Link>{' '}
            and we will answer within a day.
          </Trans>
        </p>
      </section>
    </main>
  );
}
