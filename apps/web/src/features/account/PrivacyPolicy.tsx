import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SHOP_NAME } from '../../ui/Logo';
import { GrievanceContact } from '../company';

/** The few lines the account's privacy tab shows before 'Read More'. */
export function PolicySummary() {
  const shop = SHOP_NAME;
  return (
    <p>
      <Trans>
        {shop} keeps only what it needs to deliver your orders: your name, e-mail address, pin code, delivery addresses and your orders. We never sell your
        data, and you can delete your account at any time.
      </Trans>
    </p>
  );
}

/** The policy's sections, in the shopper's language. */
function usePolicySections(): { key: string; title: string; body: ReactNode }[] {
  const { t } = useLingui();
  return [
    {
      key: 'keep',
      title: t`What we keep, and why`,
      body: (
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Trans>Your account: first and last name, e-mail address and pin code, so you can log in and we can tell you what we deliver near you.</Trans>
          </li>
          <li>
            <Trans>Your password, only as a one-way scrambled fingerprint (a hash): nobody at the shop can read it.</Trans>
          </li>
          <li>
            <Trans>Your delivery addresses and phone number, to bring your orders to your door.</Trans>
          </li>
          <li>
            <Trans>Your cart, so it is still there next time, and your orders with their invoices.</Trans>
          </li>
          <li>
            <Trans>If you subscribe to the newsletter or write to us, your e-mail address and message.</Trans>
          </li>
        </ul>
      ),
    },
    {
      key: 'login',
      title: t`Logging in safely`,
      body: (
        <p>
          <Trans>
            Each login opens a session that you can end by logging out; it ends by itself after a day, or after 30 days with Remember Me. Login codes sent by
            e-mail are kept only as a hash, work once, and expire after 10 minutes. After 10 wrong passwords in 15 minutes we pause logins to your account for
            a while to keep guessers out.
          </Trans>
        </p>
      ),
    },
    {
      key: 'who',
      title: t`Who sees your data`,
      body: (
        <p>
          <Trans>
            Only the shop&apos;s staff, to prepare and deliver your orders, and our delivery partner, who sees the name, address and phone number of the order
            being delivered. We do not sell or rent your data, and we show no third-party advertising.
          </Trans>
        </p>
      ),
    },
    {
      key: 'how-long',
      title: t`How long we keep it`,
      body: (
        <p>
          <Trans>
            As long as you have an account. Invoices must be kept for the accounts of the business, as Indian tax law requires, so orders stay in our books
            after an account is deleted, but without your name, e-mail, phone number or street address.
          </Trans>
        </p>
      ),
    },
    {
      key: 'delete',
      title: t`Deleting your account`,
      body: (
        <p>
          <Trans>
            You can delete your account yourself under{' '}
            <Link to="/orders?activeTab=privacy" className="font-medium text-brand-700 underline underline-offset-2">
              My Account, Privacy Policy
            </Link>
            . We then erase your name, e-mail address, phone number, pin code, password, saved addresses, cart and newsletter subscription, log you out on every
            device, and send you a last e-mail to confirm. You are welcome to sign up again later with the same e-mail address.
          </Trans>
        </p>
      ),
    },
    {
      key: 'processors',
      title: t`Who processes your data for us`,
      body: (
        <p>
          <Trans>
            Our mail service sends the e-mails about your account and orders, and our hosting provider runs the shop and its database. They act only on
            our instructions. Nobody else receives your data.
          </Trans>
        </p>
      ),
    },
    {
      key: 'rights',
      title: t`Your rights: a copy, corrections, withdrawing consent, complaints`,
      body: (
        <div className="space-y-2">
          <p>
            <Trans>
              Under My Account you can download a copy of everything we hold about you, correct your name at once and change your e-mail address (confirmed at
              the new address). Withdraw your consent at any time by deleting your account. Messages you send us are erased with your account, or after the
              period the shop keeps them for.
            </Trans>
          </p>
          <p>
            <Trans>
              Complaints go to our grievance officer, who acknowledges them within 48 hours and resolves them within a month; you may also complain to the Data
              Protection Board of India.
            </Trans>{' '}
            <GrievanceContact />
          </p>
        </div>
      ),
    },
  ];
}

/** The whole policy, section by section (the privacy page and the tab's 'Read More'). */
export function PolicySections({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const sections = usePolicySections();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-5">
      {sections.map((s) => (
        <section key={s.key}>
          <Heading className="mb-1.5 text-base font-semibold text-stone-900">{s.title}</Heading>
          <div className="text-stone-700">{s.body}</div>
        </section>
      ))}
    </div>
  );
}
