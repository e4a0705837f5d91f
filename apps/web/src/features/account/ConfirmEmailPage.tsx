import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Button, buttonClasses } from '../../ui/Button';
import { AuthCard, FormAlert } from '../auth';
import { useConfirmEmail } from './api';

/**
 * /confirm-email?token=: the sign-up mail's link. Nothing changes until the visitor presses the button, so a mail
 * scanner that opens every link confirms nothing.
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const session = useSession();
  const failure = confirm.error ? (confirm.error instanceof ApiError && confirm.error.status > 0 ? confirm.error.message : t`Could not reach the shop. Please check your connection and try again.`) : '';

  return (
    <AuthCard icon={<MailCheck aria-hidden className="size-6" />} title={t`Confirm your email`} subtitle={t`Someone signed up with this address. If it was you, confirm it below.`}>
      {confirm.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm text-brand-900">{confirm.data.msg}</p>
          <Link to={session ? '/shop' : '/Login'} className={buttonClasses('primary', 'lg', 'w-full')}>
            {session ? <Trans>Start shopping</Trans> : <Trans>Log in</Trans>}
          </Link>
        </div>
      ) : (
        <>
          <FormAlert>{token ? failure : t`This confirmation link is incomplete. Please open the link from the email again.`}</FormAlert>
          <Button size="lg" className="w-full" disabled={!token} busy={confirm.isPending} onClick={() => confirm.mutate(token)}>
            <Trans>Confirm my email</Trans>
          </Button>
          <p className="mt-4 text-xs text-stone-500">
            <Trans>If you did not sign up, close this page: nothing happens without the button.</Trans>
          </p>
        </>
      )}
    </AuthCard>
  );
}
