import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { GrievanceContact } from '../company';

/**
 * The short privacy notice sign-up shows before the member gives their data (DPDP Act 2023 s.5; decision 242): what is
 * collected and why, who processes it, how to withdraw consent and to complain, with the full notice one link away.
 */
export function SignUpPrivacyNotice() {
  return (
    <section aria-labelledby="signup-privacy" className="space-y-1.5 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5 text-xs leading-relaxed text-stone-600">
      <h2 id="signup-privacy" className="text-sm font-semibold text-stone-800">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          We collect your name, e-mail address, pin code and mobile number to run your account and deliver your orders. Our mail service sends our e-mails and our
          hosting provider keeps the shop running; nobody else gets your data and we never sell it.
        </Trans>
      </p>
      <p>
        <Trans>
          You can download or correct your data from My Account and withdraw your consent at any time by deleting your account. To complain, write to our grievance
          officer or to the Data Protection Board of India.
        </Trans>{' '}
        <GrievanceContact />
      </p>
      <p>
        <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          <Trans>Read the full privacy notice</Trans>
        </Link>
      </p>
    </section>
  );
}
