import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { registrationBody, type RegistrationInput } from '@shop/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { AuthCard, FormAlert } from './AuthCard';
import { PasswordField } from './PasswordField';
import { SignUpPrivacyNotice } from './SignUpPrivacyNotice';
import { useSignUp } from './api';
import { useAuthState } from './returnTo';

/** /Sign-Up: the fields of docs/product.md#accounts-and-sign-up, checked here and again on the server; success goes on to log in. */
export default function SignUpPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { from } = useAuthState();
  const signUp = useSignUp();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, z.output<typeof registrationBody>>({ resolver: zodResolver(registrationBody), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) => {
    // The shop asks every new member for the rider's number; the call itself takes a sign-up without one.
    if (!values.Mobile) return setError('Mobile', { message: t`Mobile number is required.` }, { shouldFocus: true });
    setFailure('');
    signUp.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.msg);
        navigate('/Login', { state: { from, email: values.Email } });
      },
      onError: (error) => {
        const msg = error instanceof ApiError && error.status > 0 ? error.message : t`Error registering member.`;
        if (error instanceof ApiError && error.status === 409) setError('Email', { message: msg }, { shouldFocus: true });
        setFailure(msg);
        toast.error(msg);
      },
    });
  });

  return (
    <AuthCard
      icon={<UserPlus aria-hidden className="size-6" />}
      title={t`Create your account`}
      subtitle={t`Fresh groceries and natural products, delivered. It takes a minute.`}
      footer={
        <>
          <Trans>
            Already have an account?{' '}
            <Link to="/Login" state={{ from }} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Log in
            </Link>
          </Trans>
        </>
      }
    >
      <FormAlert>{failure}</FormAlert>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`First Name`} autoComplete="given-name" required maxLength={50} error={errors.Firstname?.message} {...register('Firstname')} />
          <TextField label={t`Last Name`} autoComplete="family-name" required maxLength={50} error={errors.Lastname?.message} {...register('Lastname')} />
        </div>
        <TextField
          label={t`Email Address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.Email?.message}
          {...register('Email')}
        />
        <TextField
          label={t`Pincode`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          hint={t`6 digits, for example 560025`}
          error={errors.Pincode?.message}
          {...register('Pincode')}
        />
        <TextField
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          required
          placeholder="98765 43210"
          hint={t`10 digits: the rider calls it at the door.`}
          error={errors.Mobile?.message}
          {...register('Mobile')}
        />
        <PasswordField label={t`Password`} autoComplete="new-password" required hint={t`At least 8 characters`} error={errors.Password?.message} {...register('Password')} />
        <PasswordField label={t`Confirm Password`} autoComplete="new-password" required error={errors.ConfirmPassword?.message} {...register('ConfirmPassword')} />
        <SignUpPrivacyNotice />
        <Button type="submit" size="lg" className="w-full" busy={signUp.isPending}>
          {signUp.isPending ? <Trans>Creating your account...</Trans> : <Trans>Sign Up</Trans>}
        </Button>
      </form>
    </AuthCard>
  );
}
