import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUp, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { CompanyDetails } from '@shop/contract';
import { GrievanceContact, SupportHours, useCompany, useFullAddress, useLegalParts } from '../../features/company';
import { useNearViewport } from '../../lib/deferred';
import { useSession } from '../../lib/session';
import { Logo, SHOP_NAME } from '../../ui/Logo';
import { Skeleton } from '../../ui/Skeleton';
import { PaymentBadges } from './PaymentBadges';
import { SocialIcon, type SocialNetwork } from './SocialIcons';
import { mailtoHref } from '../../lib/mailto';
import { useLocalName } from '../../i18n/format';
import { phoneHref } from '@shop/contract/format';

// The subscribe box brings the form library and the contract's schemas: loaded apart, when the shopper scrolls near
// the footer, so the first page stays light.
const SubscribeForm = lazy(() => import('../../features/marketing').then((m) => ({ default: m.SubscribeForm })));

const shopInfo = [
  { to: '/about', label: msg`About Us` },
  { to: '/shop', label: msg`Shop` },
  { to: '/category', label: msg`Categories` },
  { to: '/Contact', label: msg`Contact Us` },
  { to: '/about#terms', label: msg`Terms of Use` },
  { to: '/about#refunds', label: msg`Sales and Refunds` },
];

const accountLinks = [
  { to: '/orders', label: msg`Account` },
  { to: '/orders?activeTab=myAddresses', label: msg`Address` },
  { to: '/orders', label: msg`My Orders` },
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/orders', label: msg`Order History` },
];

const heading = 'text-sm font-bold uppercase tracking-wider text-white';
const link = 'rounded text-brand-100/80 hover:text-white hover:underline';

function DeferredSubscribeForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton className="h-36 w-full bg-brand-800" />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}><SubscribeForm /></Suspense> : placeholder}</div>;
}

function socialLinks(c: CompanyDetails): { network: SocialNetwork; url: string; label: string }[] {
  /* eslint-disable lingui/no-unlocalized-strings -- brand names, written the same in every language */
  const all: { network: SocialNetwork; url: string; label: string }[] = [
    { network: 'facebook', url: c.FBPageUrl, label: 'Facebook' },
    { network: 'x', url: c.TWUrl, label: 'X (Twitter)' },
    { network: 'youtube', url: c.YouTubleURl, label: 'YouTube' },
    { network: 'linkedin', url: c.LinkdnUrl, label: 'LinkedIn' },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return all.filter((s) => /^https?:\/\//.test(s.url));
}

/** The shop's footer: about, shop links, the member's links, contacts and payment, social links, subscribe, copyright. */
export function Footer() {
  const { t } = useLingui();
  const localName = useLocalName();
  const session = useSession();
  const { data: company, isPending, isError } = useCompany();
  const legalParts = useLegalParts();
  const fullAddress = useFullAddress();
  const name = company?.Name || SHOP_NAME;
  const year = new Date().getFullYear();

  return (
    <footer className="mt-12 bg-brand-900 text-sm text-brand-100/80">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-12 lg:px-6">
        <section aria-labelledby="footer-about" className="col-span-2 space-y-4 lg:col-span-4">
          <h2 id="footer-about" className="sr-only">
            <Trans>About {name}</Trans>
          </h2>
          <Logo tone="light" />
          {isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-3 w-full bg-brand-800" />
              <Skeleton className="h-3 w-5/6 bg-brand-800" />
            </div>
          ) : (
            company && <p className="max-w-sm leading-relaxed">{localName(company.About, company.HindiAbout)}</p>
          )}
          {company && (
            <ul className="flex gap-2" aria-label={t`Follow us`}>
              {socialLinks(company).map((s) => {
                const network = s.label;
                return (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={t`${name} on ${network} (opens in a new tab)`} className="grid size-9 place-items-center rounded-full bg-brand-800 text-white hover:bg-accent-500 hover:text-stone-900">
                    <SocialIcon network={s.network} className="size-4" />
                  </a>
                </li>
                );
              })}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-shop" className="space-y-3 lg:col-span-2">
          <h2 id="footer-shop" className={heading}>
            <Trans>Shop Info</Trans>
          </h2>
          <ul className="space-y-2">
            {shopInfo.map((l) => (
              <li key={l.label.id}>
                <Link to={l.to} className={link}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {session && (
          <nav aria-labelledby="footer-account" className="space-y-3 lg:col-span-2">
            <h2 id="footer-account" className={heading}>
              <Trans>Account</Trans>
            </h2>
            <ul className="space-y-2">
              {accountLinks.map((l) => (
                <li key={l.label.id}>
                  <Link to={l.to} className={link}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <section aria-labelledby="footer-contact" className={`col-span-2 space-y-3 ${session ? 'lg:col-span-4' : 'lg:col-span-3'}`}>
          <h2 id="footer-contact" className={heading}>
            <Trans>Contact</Trans>
          </h2>
          {isError ? (
            <p role="alert"><Trans>Failed to fetch company details.</Trans></p>
          ) : isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-3 w-4/5 bg-brand-800" />
              <Skeleton className="h-3 w-3/5 bg-brand-800" />
              <Skeleton className="h-3 w-2/5 bg-brand-800" />
            </div>
          ) : !company ? (
            <p><Trans>No company details available.</Trans></p>
          ) : (
            <address className="space-y-2.5 not-italic">
              <p className="flex gap-2.5">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>{fullAddress(company)}</span>
              </p>
              <p className="flex gap-2.5">
                <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <a href={mailtoHref(company.Email)} className={link}>
                  {company.Email}
                </a>
              </p>
              <p className="flex gap-2.5">
                <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>
                  <a href={phoneHref(company.PhoneNumber)} className={link}>
                    {company.PhoneNumber}
                  </a>
                  <SupportHours hours={company.SupportHours} className="block text-xs text-stone-300" />
                </span>
              </p>
            </address>
          )}
          <div className="space-y-2 pt-2">
            <h3 className="text-xs font-semibold uppercase tracking-wider text-white"><Trans>Payment Accepted</Trans></h3>
            <PaymentBadges />
          </div>
        </section>

        <div className={`col-span-2 max-w-xl space-y-3 ${session ? 'lg:col-span-12' : 'lg:col-span-3'}`}>
          <DeferredSubscribeForm />
        </div>
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-xs lg:px-6">
          <div className="space-y-1">
            <p>
              <Trans>© {year} {name}. All rights reserved.</Trans>
            </p>
            {company && (
              // One item a line on a phone, one line with dots between them on a wider screen.
              <p>
                {legalParts(company).map((part, i) => (
                  <span key={part}>
                    {i > 0 && <span className="hidden sm:inline"> · </span>}
                    <span className="block sm:inline">{part}</span>
                  </span>
                ))}
              </p>
            )}
            <p>
              <GrievanceContact linkClassName={link} />
            </p>
          </div>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-800 px-3 py-2 font-semibold text-white hover:bg-accent-500 hover:text-stone-900"
          >
            <ArrowUp aria-hidden className="size-4" /> <Trans>Back to top</Trans>
          </button>
        </div>
      </div>
    </footer>
  );
}
