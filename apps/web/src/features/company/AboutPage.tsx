import { HeartHandshake, Leaf, Sprout, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useCompany, useFreeDeliveryPromise } from './api';

const values = [
  { icon: Sprout, title: 'Straight from growers', text: 'We buy from farmer groups and small makers we know by name, and pay them on time.' },
  { icon: Leaf, title: 'Nothing hidden', text: 'No added colour, no bleached flour, no palm-oil blends. What the pack says is what is inside.' },
  { icon: Truck, title: 'Fresh to your door', text: 'Packed in small batches and delivered across India.' },
  { icon: HeartHandshake, title: 'Here when you need us', text: 'A real team answers your calls and mails, every day of the week.' },
];

/** /about: who the shop is, what it stands for, and the terms of use and of sales and refunds. */
export default function AboutPage() {
  useDocumentTitle('About Us');
  const { data: company, isPending } = useCompany();
  const freeDelivery = useFreeDeliveryPromise();
  const name = company?.Name ?? 'Annapurna Organics';

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About Us</h1>
        {isPending ? (
          <div className="mt-4 max-w-2xl space-y-2">
            <Skeleton className="h-4 w-full bg-brand-700" />
            <Skeleton className="h-4 w-4/5 bg-brand-700" />
          </div>
        ) : (
          company && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{company.About}</p>
        )}
      </header>

      <section aria-labelledby="about-story" className="mt-10 grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
        <h2 id="about-story" className="text-2xl font-bold text-stone-900">
          Our story
        </h2>
        <div className="space-y-4 leading-relaxed text-stone-700">
          <p>
            {name} began in a Bengaluru kitchen, with a simple wish: to cook with the atta, dals, spices and oils our grandparents trusted, and to find them
            without reading every label twice.
          </p>
          <p>
            Today we work with farmer groups and small makers across India: basmati from the Himalayan foothills, turmeric from Erode, cold-pressed oils from
            wooden ghanis, forest honey and A2 ghee. Every product is tasted and checked by our team before it reaches our shelves.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="text-2xl font-bold text-stone-900">
          What we stand for
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-stone-900">{title}</span>
                <span className="mt-1 block text-sm text-stone-600">
                  {text}
                  {Icon === Truck && freeDelivery && ` ${freeDelivery}.`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section id="terms" aria-labelledby="about-terms" className="mt-10 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="about-terms" className="text-2xl font-bold text-stone-900">
          Terms of Use
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
          <li>Prices are in Indian rupees and include all taxes. The price you pay is the one shown when you place your order.</li>
          <li>Pictures show the product; packaging may change from batch to batch.</li>
          <li>Some products have a minimum or maximum order quantity, shown on the product page, so that every customer gets a fair share.</li>
          <li>Your account is yours alone: keep your password private. You can ask us to close it at any time from your account page.</li>
        </ul>
      </section>

      <section id="refunds" aria-labelledby="about-refunds" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="about-refunds" className="text-2xl font-bold text-stone-900">
          Sales and Refunds
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
          <li>Orders are paid by UPI when you place them, or in cash on delivery.{freeDelivery && ` ${freeDelivery}.`}</li>
          <li>You can cancel an order until it has been shipped, from My Orders.</li>
          <li>If a product arrives damaged, wrong or past its date, tell us within 48 hours of delivery and we will replace it or refund you in full.</li>
          <li>Refunds reach your bank account or UPI within 5 to 7 working days.</li>
        </ul>
        <p className="mt-5 text-sm text-stone-600">
          Questions? <Link to="/Contact" className="font-semibold text-brand-700 hover:underline">Contact us</Link> and we will answer within a day.
        </p>
      </section>
    </main>
  );
}
