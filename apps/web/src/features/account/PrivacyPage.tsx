import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useCompany, useFullAddress } from '../company';
import { Skeleton } from '../../ui/Skeleton';
import { PolicySections, PolicySummary } from './PrivacyPolicy';
import { mailtoHref } from '../../lib/mailto';

/** /privacy: what the shop keeps, why, and how to delete it. */
export default function PrivacyPage() {
  const company = useCompany();
  const fullAddress = useFullAddress();
  const shop = company.data?.Name;
  const email = company.data?.Email;
  const phone = company.data?.PhoneNumber;
  const address = company.data ? fullAddress(company.data) : '';
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          <Trans>Privacy Policy</Trans>
        </h1>
      </div>
      <div className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 text-[0.95rem] leading-relaxed sm:p-8">
        <div className="text-stone-800">
          <PolicySummary />
        </div>
        <PolicySections />
        <section>
          <h2 className="mb-1.5 text-base font-semibold text-stone-900">
            <Trans>Questions</Trans>
          </h2>
          {company.isPending ? (
            <Skeleton className="h-5 w-2/3" />
          ) : company.data ? (
            <p className="text-stone-700">
              <Trans>
                Write to {shop} at{' '}
                <a href={mailtoHref(company.data.Email)} className="font-medium text-brand-700 underline underline-offset-2">
                  {email}
                </a>
                , call {phone}, or visit us at {address}.
              </Trans>
            </p>
          ) : (
            <p className="text-stone-700">
              <Trans>Write to us through the contact page.</Trans>
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
