import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { buttonClasses, Button } from '../../ui/Button';
import { AuthCard, FormAlert } from '../auth';
import { useConfirmEmailChange } from './api';

/**
 * /confirm-new-email?token=: the link mailed to a member's new address (decision 243). Nothing changes until the
 * button is pressed, so a mail scanner that opens every link changes nothing.
 */
export default function ConfirmNewEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const failure = confirm.error ? (confirm.error instanceof ApiError && confirm.error.status > 0 ? confirm.error.message : t`Could not reach the shop. Please check your connection and try again.`) : '';

  return (
    <AuthCard icon={<MailCheck aria-hidden className="size-6" />} title={t`Confirm your new e-mail address`} subtitle={t`Your account's address changes to this one once you confirm.`}>
      {confirm.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm text-brand-900">{confirm.data.msg}</p>
          <Link to="/orders?activeTab=security" className={buttonClasses('primary', 'lg', 'w-full')}>
            <Trans>My Account</Trans>
          </Link>
        </div>
      ) : (
        <>
          <FormAlert>{token ? failure : t`This confirmation link is incomplete. Please open the link from the email again.`}</FormAlert>
          <Button size="lg" className="w-full" disabled={!token} busy={confirm.isPending} onClick={() => confirm.mutate(token)}>
            <Trans>Confirm my new address</Trans>
          </Button>
        </>
      )}
    </AuthCard>
  );
}
