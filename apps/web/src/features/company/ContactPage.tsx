import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, ExternalLink, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { ContactForm } from '../marketing';
import { Skeleton } from '../../ui/Skeleton';
import { useCompany } from './api';
import { fullMapUrl } from './companyFormat';
import { useFullAddress } from './useFullAddress';
import { GrievanceContact } from './GrievanceContact';
import { SupportHours } from './SupportHours';
import { useLocalName, usePlaceNames } from '../../i18n/format';
import { countryInHindi } from '@shop/contract/declarations';
import { mailtoHref } from '../../lib/mailto';
import { phoneHref } from '@shop/contract/format';

/** /Contact: the shop's address, mail and phone, a map, and the contact form. */
export default function ContactPage() {
  const { t } = useLingui();
  const { data: company, isPending, isError } = useCompany();
  const fullAddress = useFullAddress();
  const places = usePlaceNames();
  const localName = useLocalName();

  const place = company ? `${company.Name}, ${company.Add1}, ${places.city(company.City)}` : '';
  const card = 'flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5';
  const icon = 'grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700';

  return (
    <main className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-10 lg:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">
        <Trans>Contact Us</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        <Trans>Questions about an order, a product or a bulk purchase? Write, call or drop by: we answer within a day.</Trans>
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div className="space-y-4">
          {isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <Trans>Failed to fetch company details.</Trans>
            </p>
          ) : isPending ? (
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-20 w-full rounded-2xl" />)
          ) : !company ? (
            <p className="rounded-xl bg-white px-4 py-3 text-sm text-stone-600">
              <Trans>No company details available.</Trans>
            </p>
          ) : (
            <address className="space-y-4 not-italic">
              <div className={card}>
                <span className={icon}>
                  <MapPin aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-stone-900">
                    <Trans>Visit us</Trans>
                  </span>
                  <span className="mt-0.5 block text-sm text-stone-600">
                    {company.Name}, {fullAddress(company)}, {localName(company.CountryName, countryInHindi(company.CountryName))}
                  </span>
                </span>
              </div>
              <div className={card}>
                <span className={icon}>
                  <Mail aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-stone-900">
                    <Trans>Mail us</Trans>
                  </span>
                  <a href={mailtoHref(company.Email)} className="mt-0.5 block text-sm font-medium text-brand-700 hover:underline">
                    {company.Email}
                  </a>
                </span>
              </div>
              <div className={card}>
                <span className={icon}>
                  <Phone aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-stone-900">
                    <Trans>Call us</Trans>
                  </span>
                  <a href={phoneHref(company.PhoneNumber)} className="mt-0.5 block text-sm font-medium text-brand-700 hover:underline">
                    {company.PhoneNumber}
                  </a>
                  {company.SupportHours && (
                    <span className="mt-1 flex items-center gap-1.5 text-xs text-stone-500">
                      <Clock aria-hidden className="size-3.5" /> <SupportHours hours={company.SupportHours} />
                    </span>
                  )}
                </span>
              </div>
              {company.GrievanceOfficer && (
                <div className={card}>
                  <span className={icon}>
                    <ShieldCheck aria-hidden className="size-5" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-stone-900">
                      <Trans>Complaints</Trans>
                    </span>
                    <span className="mt-0.5 block text-sm text-stone-600">
                      <GrievanceContact />
                    </span>
                    <span className="mt-1 block text-xs text-stone-500">
                      <Trans>Every message gets a ticket: we acknowledge it within 48 hours and resolve it within a month.</Trans>
                    </span>
                  </span>
                </div>
              )}
            </address>
          )}
          <section aria-labelledby="contact-form-title" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
            <h2 id="contact-form-title" className="mb-4 text-lg font-bold text-stone-900">
              <Trans>Send us a message</Trans>
            </h2>
            <ContactForm />
          </section>
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex-1 overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
            {company?.MapEmbedUrl ? (
              <iframe
                src={company.MapEmbedUrl}
                title={t`Map: ${place}`}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="h-80 w-full border-0 lg:h-full lg:min-h-[28rem]"
              />
            ) : (
              <Skeleton className="h-80 w-full rounded-none lg:h-full lg:min-h-[28rem]" />
            )}
          </div>
          {company?.MapEmbedUrl && (
            <a href={fullMapUrl(company.MapEmbedUrl)} target="_blank" rel="noopener noreferrer" className="flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
              <ExternalLink aria-hidden className="size-4" /> <Trans>Open the map in a new tab</Trans>
            </a>
          )}
        </div>
      </div>
    </main>
  );
}
