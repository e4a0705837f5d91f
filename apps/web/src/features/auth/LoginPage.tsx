import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Headphones, Leaf, Mail, ShieldCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { loginBody, type LoginInput } from '@shop/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Button, buttonClasses } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Logo } from '../../ui/Logo';
import { FormAlert } from './AuthCard';
import { PasswordField } from './PasswordField';
import { usePasswordLogin } from './api';
import { useAuthState } from './returnTo';
import { useLogout } from './useLogout';
import { useFreeDeliveryPromise } from '../company';

const promises = [
  { icon: Leaf, text: msg`Honest groceries from Indian farms and small makers` },
  { icon: ShieldCheck, text: msg`Secure payment, easy returns` },
  { icon: Headphones, text: msg`Help by phone and e-mail from our shop` },
];

/** /Login: username and password (docs/product.md#login-with-a-password), shown without the shop's header and footer, so it has its own way home. */
export default function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { from, email } = useAuthState();
  const session = useSession();
  const logout = useLogout();
  const login = usePasswordLogin();
  const freeDelivery = useFreeDeliveryPromise();
  // Set while this screen logs in, so the fresh session does not show the 'already logged in' card.
  const [loggingIn, setLoggingIn] = useState(false);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { UserName: email ?? '', Password: '', RememberMe: false },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure('');
    setLoggingIn(true);
    login.mutate(values, {
      onSuccess: (reply) => {
        if ('CodeSent' in reply.data) {
          // A back-office account: the password was right, a code was mailed to finish (two steps).
          toast.success(reply.msg);
          navigate(`/EnterOtp?${new URLSearchParams({ email: reply.data.Email, step: 'admin' })}`, { state: { from } });
          return;
        }
        toast.success(t`Login successful!`);
        navigate(from, { replace: true });
      },
      onError: (error) => {
        setLoggingIn(false);
        const reason = error instanceof ApiError ? error.message : '';
        const message = error instanceof ApiError && error.status > 0 ? t`Login failed: ${reason}` : t`Login failed. Please check your credentials or try again later.`;
        setFailure(message);
        toast.error(message);
      },
    });
  });

  const alreadyIn = session && !loggingIn;
  const memberName = session?.memberName || t`a member`;

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to="/" className="w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white">
          <Logo tone="light" />
        </Link>
        <div className="relative z-10 max-w-md">
          <h2 className="text-4xl font-extrabold leading-tight tracking-tight">
            <Trans>Good food, honestly sourced.</Trans>
          </h2>
          <ul className="mt-8 space-y-4">
            {[...(freeDelivery ? [{ icon: Truck, text: freeDelivery }] : []), ...promises.map((p) => ({ icon: p.icon, text: t(p.text) }))].map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-50">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10">
                  <Icon aria-hidden className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative z-10 text-sm text-brand-200">
          <Trans>Groceries and natural products, delivered to your door.</Trans>
        </p>
        <div aria-hidden className="absolute -bottom-24 -right-24 size-96 rounded-full bg-brand-700/60" />
        <div aria-hidden className="absolute -bottom-10 right-40 size-40 rounded-full bg-accent-400/25" />
      </aside>

      <main className="flex flex-col bg-stone-50 px-4 py-5 sm:px-8 lg:bg-white">
        <div className="flex items-center justify-between lg:justify-end">
          <Link to="/" className="rounded-lg lg:hidden">
            <Logo />
          </Link>
          <Link to="/" className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900">
            <ArrowLeft aria-hidden className="size-4" /> <Trans>Back to shop</Trans>
          </Link>
        </div>

        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-8">
          {alreadyIn ? (
            <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
              <h1 className="text-xl font-bold text-stone-900">
                <Trans>You are logged in</Trans>
              </h1>
              <p className="mt-2 text-sm text-stone-600">
                <Trans>
                  as <span className="font-semibold text-stone-800">{memberName}</span>.
                </Trans>
              </p>
              <div className="mt-5 flex flex-col gap-2">
                <Link to={from} className={buttonClasses('primary', 'lg')}>
                  <Trans>Continue shopping</Trans>
                </Link>
                <Button variant="secondary" size="lg" onClick={logout}>
                  <Trans>Logout</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight text-stone-900">
                <Trans>Login</Trans>
              </h1>
              <p className="mt-1.5 text-sm text-stone-600">
                <Trans>Welcome back! Log in to shop, check out and see your orders.</Trans>
              </p>
              <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:border-0 lg:p-0 lg:shadow-none">
                <FormAlert>{failure}</FormAlert>
                <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
                  <TextField
                    label={t`Username`}
                    placeholder={t`Your email address`}
                    inputMode="email"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    error={errors.UserName?.message}
                    {...register('UserName')}
                  />
                  <PasswordField label={t`Password`} autoComplete="current-password" required error={errors.Password?.message} {...register('Password')} />
                  <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-stone-700">
                    <input type="checkbox" className="size-4 rounded border-stone-300 accent-brand-700" {...register('RememberMe')} />
                    <Trans>Remember Me</Trans>
                  </label>
                  <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
                    <Trans>Login</Trans>
                  </Button>
                </form>
                <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
                  <Link to="/Sign-Up" state={{ from }} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                    <Trans>Register Now ?</Trans>
                  </Link>
                  <Link to="/LoginwithEmail" state={{ from }} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline">
                    <Mail aria-hidden className="size-4" /> <Trans>Login with Email</Trans>
                  </Link>
                </div>
              </div>
              <p className="mt-4 text-center text-xs text-stone-500">
                <Trans>Forgot your password? Use Login with Email: we send you a one-time code.</Trans>
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
