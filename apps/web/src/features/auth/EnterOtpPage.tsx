import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { enterOtpForm, type EnterOtpForm } from '@shop/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { AuthCard, FormAlert } from './AuthCard';
import { useCodeLogin, useRequestLoginCode } from './api';
import { useAuthState } from './returnTo';

const RESEND_SECONDS = 60;

/** Seconds until a new code may be asked for (the server allows one a minute per address). */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)] as const;
}

/**
 * /EnterOtp?email=: the code from the mail is checked on the server only. `&step=admin` is the second step of a
 * back-office login (the password was right): a new code comes from logging in with the password again.
 */
export default function EnterOtpPage() {
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim();
  if (!email) return <MissingEmail />;
  return <EnterOtpForm email={email} adminStep={params.get('step') === 'admin'} />;
}

/** docs/product.md#sign-up-and-login-screens: without an e-mail in the address the page says so and goes home after 2 seconds. */
function MissingEmail() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const missing = t`Email not found. Redirecting to login page...`;
  useEffect(() => {
    toast.error(missing);
    const timer = setTimeout(() => navigate('/', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [navigate, missing]);
  return (
    <AuthCard title={t`Enter OTP`}>
      <p role="alert" className="text-sm text-stone-700">
        {missing}
      </p>
    </AuthCard>
  );
}

function EnterOtpForm({ email, adminStep }: { email: string; adminStep: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { from } = useAuthState();
  const codeLogin = useCodeLogin();
  const resend = useRequestLoginCode();
  const [resendIn, restartCountdown] = useCountdown(RESEND_SECONDS);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm<EnterOtpForm, unknown, z.output<typeof enterOtpForm>>({ resolver: zodResolver(enterOtpForm), defaultValues: { otp: '' } });

  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(({ otp }) => {
    setFailure('');
    codeLogin.mutate(
      { username: email, otp },
      {
        onSuccess: (reply) => {
          toast.success(t`Login successful!`);
          // The address was never confirmed: whatever password its sign-up set is gone, and the shopper is told so.
          if (reply.data.PasswordRemoved) toast.info(t`Your password was removed because this address had not been confirmed; set a new one in Login & Security`, { duration: 12_000 });
          navigate(from, { replace: true });
        },
        onError: (error) => {
          const msg = !(error instanceof ApiError) || error.status === 0 || error.status >= 500 ? t`Error verifying OTP. Please try again later.` : error.message || t`Invalid OTP. Please try again.`;
          setFailure(msg);
          toast.error(msg);
          resetField('otp');
          setFocus('otp');
        },
      },
    );
  });

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: (reply) => {
        setFailure('');
        toast.success(reply.msg);
        restartCountdown();
      },
      onError: (error) => toast.error(error instanceof ApiError && error.status > 0 ? error.message : t`Error sending OTP. Please try again later.`),
    });

  return (
    <AuthCard
      icon={<KeyRound aria-hidden className="size-6" />}
      title={t`Enter OTP`}
      subtitle={
        <>
          <span className="block">{adminStep ? <Trans>Back-office login, step 2 of 2: we have emailed you a 6-digit code.</Trans> : <Trans>We have emailed you a 6-digit code.</Trans>}</span>
          <span className="mt-1 block break-all font-medium text-stone-800">
            <Trans>For: {email}</Trans>
          </span>
        </>
      }
      footer={
        <Link to={adminStep ? '/Login' : '/LoginwithEmail'} state={{ from, email }} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {adminStep ? <Trans>Back to login</Trans> : <Trans>Use a different email</Trans>}
        </Link>
      }
    >
      <FormAlert>{failure}</FormAlert>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t`OTP`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="••••••"
          className="text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
          error={errors.otp?.message}
          {...register('otp')}
        />
        <Button type="submit" size="lg" className="w-full" busy={codeLogin.isPending}>
          {codeLogin.isPending ? <Trans>Verifying...</Trans> : <Trans>Login</Trans>}
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-1 border-t border-stone-100 pt-4 text-center text-sm text-stone-600">
        {adminStep ? (
          <span>
            <Trans>Did not get the code? Check your spam folder, or log in with your password again for a new one.</Trans>
          </span>
        ) : (
          <>
            <span>
              <Trans>Did not get the code? Check your spam folder, or</Trans>
            </span>
            <Button variant="ghost" size="sm" onClick={sendAgain} disabled={resendIn > 0} busy={resend.isPending} className="font-semibold text-brand-700">
              {resendIn > 0 ? t`send a new code in ${resendIn}s` : t`send a new code`}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
