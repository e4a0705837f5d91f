import { Trans, useLingui } from '@lingui/react/macro';
import { Languages, Laptop, LogOut, Phone, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passwordRule, type SessionInfo } from '@shop/contract';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { useDates } from '../../i18n/format';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { useLeaveSession } from '../auth';
import { PasswordField } from '../auth';
import { useAccountSecurity, useChangePassword, useEndSession, useLogoutEverywhere } from './api';
import { ProofField, type Proof } from './ProofField';
import { MobileForm } from './MobileForm';
import { ProfilePanel } from './ProfilePanel';
import { formatMobile } from '@shop/contract/format';

/** The server's message, or the shopper's-language text for a call that never reached the shop. */
function useFailed() {
  const { t } = useLingui();
  return (e: unknown) => (e instanceof ApiError && e.status > 0 ? e.message : t`Could not reach the shop. Please check your connection and try again.`);
}

// Browsers and systems by the names their makers give them (the same in every language), first match wins.
// eslint-disable-next-line lingui/no-unlocalized-strings -- product names
const browsers: [RegExp, string][] = [[/Edg\//, 'Edge'], [/Firefox\//, 'Firefox'], [/Chrome\//, 'Chrome'], [/Safari\//, 'Safari']];
// eslint-disable-next-line lingui/no-unlocalized-strings -- product names
const systems: [RegExp, string][] = [[/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/Windows/, 'Windows'], [/Mac OS X/, 'macOS'], [/Linux/, 'Linux']];
const firstOf = (names: [RegExp, string][], userAgent: string) => names.find(([re]) => re.test(userAgent))?.[1] ?? '';

/** "Chrome on Android" from a browser's own description; the raw text when it names nothing familiar. */
export function useDeviceName() {
  const { t } = useLingui();
  return (userAgent: string): string => {
    if (!userAgent) return t`Unknown device`;
    const browser = firstOf(browsers, userAgent);
    const system = firstOf(systems, userAgent);
    return browser && system ? t`${browser} on ${system}` : browser || system || userAgent.slice(0, 40);
  };
}

/** My Account, "Login & Security": change the password, see where the account is logged in, log devices out, the language. */
export default function SecurityTab() {
  const { t } = useLingui();
  const failed = useFailed();
  const security = useAccountSecurity();
  if (security.isPending) {
    return (
      <div role="status" aria-label={t`Loading`} className="space-y-3">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  if (security.isError) return <p className="text-sm text-red-700">{failed(security.error)}</p>;
  return (
    <div className="space-y-5">
      <ProfilePanel key={`${security.data.Firstname} ${security.data.Lastname} ${security.data.Email}`} firstname={security.data.Firstname} lastname={security.data.Lastname} email={security.data.Email} />
      <PasswordPanel email={security.data.Email} hasPassword={security.data.HasPassword} />
      <MobilePanel mobile={security.data.Mobile} />
      <SessionsPanel sessions={security.data.sessions} />
      <LanguagePanel />
    </div>
  );
}

/** The member's mobile number (issue 33): the rider calls it when a delivery address names no number of its own. */
function MobilePanel({ mobile }: { mobile: string }) {
  return (
    <section aria-labelledby="mobile-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="mobile-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Phone aria-hidden className="size-5 text-brand-700" /> <Trans>Mobile number</Trans>
      </h2>
      <MobileForm key={mobile} current={mobile ? formatMobile(mobile) : ''} />
    </section>
  );
}

/** The member's language (issue 18): the same switch as the header's; the account keeps it, so mails follow it. */
function LanguagePanel() {
  return (
    <section aria-labelledby="language-title" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <h2 id="language-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Languages aria-hidden className="size-5 text-brand-700" />
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- written in both languages, so a member who cannot read the one on screen finds it */}
          <span>Language / भाषा</span>
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>The shop and its emails to you (order updates, login codes) come in the language you choose here.</Trans>
        </p>
      </div>
      <LanguageSwitch size="lg" className="self-start sm:self-center" />
    </section>
  );
}

function PasswordPanel({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useLingui();
  const failed = useFailed();
  const change = useChangePassword();
  const [proof, setProof] = useState<Proof>({});
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ proof?: string; next?: string; again?: string }>({});
  const [formKey, setFormKey] = useState(0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rule = passwordRule.safeParse(next);
    const found = {
      proof: proof.password || proof.otp ? undefined : hasPassword ? t`Please enter your current password.` : t`Please enter the code from the email.`,
      // The contract's message: PasswordField shows it in the shopper's language.
      next: rule.success ? undefined : rule.error.issues[0].message,
      again: next === again ? undefined : t`The two new passwords differ.`,
    };
    setErrors(found);
    if (found.proof || found.next || found.again) return;
    change.mutate(
      { ...proof, newPassword: next },
      {
        onSuccess: (reply) => {
          toast.success(reply.msg);
          setProof({});
          setNext('');
          setAgain('');
          setFormKey((k) => k + 1);
        },
        onError: (error) => setErrors({ proof: failed(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="password-title" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="password-title" className="text-lg font-semibold text-stone-900">
        {hasPassword ? <Trans>Change password</Trans> : <Trans>Set a password</Trans>}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>Your other devices will be logged out; this one stays logged in.</Trans>
      </p>
      <form method="post" key={formKey} noValidate onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <ProofField email={email} hasPassword={hasPassword} onChange={setProof} error={errors.proof} />
        <PasswordField label={t`New password`} autoComplete="new-password" required hint={t`At least 8 characters.`} error={errors.next} onChange={(e) => setNext(e.target.value)} />
        <PasswordField label={t`New password again`} autoComplete="new-password" required error={errors.again} onChange={(e) => setAgain(e.target.value)} />
        <Button type="submit" busy={change.isPending}>
          {hasPassword ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
        </Button>
      </form>
    </section>
  );
}

function SessionsPanel({ sessions }: { sessions: SessionInfo[] }) {
  const { t } = useLingui();
  const failed = useFailed();
  const deviceName = useDeviceName();
  const dates = useDates();
  const end = useEndSession();
  const everywhere = useLogoutEverywhere();
  const leaveSession = useLeaveSession();
  const [confirming, setConfirming] = useState(false);

  const logOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirming(false);
        toast.success(reply.msg);
        void leaveSession();
      },
      onError: (error) => toast.error(failed(error)),
    });

  return (
    <section aria-labelledby="sessions-title" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-title" className="text-lg font-semibold text-stone-900">
            <Trans>Where you are logged in</Trans>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            <Trans>Don't recognise a device? Log it out, then change your password.</Trans>
          </p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden className="size-4" /> <Trans>Log out everywhere</Trans>
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-stone-100">
        {sessions.map((s) => {
          const Icon = /Android|iPhone|iPad|Mobile/.test(s.device) ? Smartphone : Laptop;
          const device = deviceName(s.device);
          const loggedIn = dates.moment(s.createdAt);
          const until = dates.moment(s.expiresAt);
          return (
            <li key={s.id} className="flex items-center gap-3 py-3">
              <Icon aria-hidden className="size-5 shrink-0 text-stone-500" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-stone-900">
                  {device}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </p>
                <p className="text-xs text-stone-600">
                  <Trans>
                    Logged in {loggedIn} · until {until}
                  </Trans>
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Log out ${device}, logged in ${loggedIn}`}
                  busy={end.isPending && end.variables === s.id}
                  onClick={() => end.mutate(s.id, { onSuccess: (reply) => toast.success(reply.msg), onError: (error) => toast.error(failed(error)) })}
                >
                  <Trans>Log out</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Modal open={confirming} onOpenChange={(open) => !everywhere.isPending && setConfirming(open)} title={t`Log out everywhere?`} size="sm">
        <p className="text-sm text-stone-700">
          <Trans>Every device logged in to your account will be logged out, this one too. You can log in again at once.</Trans>
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={everywhere.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button busy={everywhere.isPending} onClick={logOutEverywhere}>
            <Trans>Log out everywhere</Trans>
          </Button>
        </div>
      </Modal>
    </section>
  );
}
