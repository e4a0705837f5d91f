import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { loginCodeRequestForm, type LoginCodeRequestForm } from '@shop/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { AuthCard, FormAlert } from './AuthCard';
import { useRequestLoginCode } from './api';
import { useAuthState } from './returnTo';

/** /LoginwithEmail: asks the server to mail a one-time code; the code never comes back to the browser. */
export default function LoginWithEmailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { from, email: knownEmail } = useAuthState();
  const requestCode = useRequestLoginCode();
  const [failure, setFailure] = useState<{ msg: string; email?: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoginCodeRequestForm, unknown, z.output<typeof loginCodeRequestForm>>({
    resolver: zodResolver(loginCodeRequestForm),
    mode: 'onTouched',
    defaultValues: { username: knownEmail ?? '' },
  });

  const onSubmit = handleSubmit(({ username }) => {
    setFailure(null);
    requestCode.mutate(username, {
      onSuccess: (reply) => {
        toast.success(reply.msg);
        navigate(`/EnterOtp?email=${encodeURIComponent(username)}`, { state: { from } });
      },
      onError: (error) => {
        const msg = !(error instanceof ApiError) || error.status === 0 ? t`Error sending OTP. Please try again later.` : error.message || t`Failed to send OTP`;
        // A code sent less than a minute ago is still good: offer to enter it.
        setFailure({ msg, email: error instanceof ApiError && error.status === 429 ? username : undefined });
        toast.error(msg);
      },
    });
  });

  return (
    <AuthCard
      icon={<MailCheck aria-hidden className="size-6" />}
      title={t`Login with Email`}
      subtitle={t`No password needed: we email you a 6-digit code to log in.`}
      footer={
        <>
          <Trans>
            Prefer your password?{' '}
            <Link to="/Login" state={{ from }} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Log in with password
            </Link>
          </Trans>
        </>
      }
    >
      {failure && (
        <FormAlert>
          {failure.msg}
          {failure.email && (
            <>
              {' '}
              <Link to={`/EnterOtp?email=${encodeURIComponent(failure.email)}`} state={{ from }} className="font-semibold underline underline-offset-2">
                <Trans>Enter the code I received</Trans>
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t`Email Address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!isValid} busy={requestCode.isPending}>
          {requestCode.isPending ? <Trans>Sending...</Trans> : <Trans>Send OTP</Trans>}
        </Button>
      </form>
      <p className="mt-4 text-xs text-stone-500">
        <Trans>The code is valid for 10 minutes. Check your spam folder if it does not arrive within a minute.</Trans>
      </p>
    </AuthCard>
  );
}
