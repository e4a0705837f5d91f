import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passwordRule, type SessionInfo } from '@shop/contract';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { useLeaveSession } from '../auth';
import { PasswordField } from '../auth';
import { useAccountSecurity, useChangePassword, useEndSession, useLogoutEverywhere } from './api';
import { ProofField, type Proof } from './ProofField';

const failed = (e: unknown) => (e instanceof ApiError && e.status > 0 ? e.message : 'Could not reach the shop. Please check your connection and try again.');

/** "Chrome on Android" from a browser's own description; the raw text when it names nothing familiar. */
export function deviceName(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : '';
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : '';
  return browser && system ? `${browser} on ${system}` : browser || system || userAgent.slice(0, 40);
}

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** My Account, "Login & Security": change the password, see where the account is logged in, log devices out. */
export default function SecurityTab() {
  const security = useAccountSecurity();
  if (security.isPending) {
    return (
      <div role="status" aria-label="Loading" className="space-y-3">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  if (security.isError) return <p className="text-sm text-red-700">{failed(security.error)}</p>;
  return (
    <div className="space-y-5">
      <PasswordPanel email={security.data.Email} hasPassword={security.data.HasPassword} />
      <SessionsPanel sessions={security.data.sessions} />
    </div>
  );
}

function PasswordPanel({ email, hasPassword }: { email: string; hasPassword: boolean }) {
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
      proof: proof.password || proof.otp ? undefined : hasPassword ? 'Please enter your current password.' : 'Please enter the code from the email.',
      next: rule.success ? undefined : rule.error.issues[0].message,
      again: next === again ? undefined : 'The two new passwords differ.',
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
        {hasPassword ? 'Change password' : 'Set a password'}
      </h2>
      <p className="mt-1 text-sm text-stone-600">Your other devices will be logged out; this one stays logged in.</p>
      <form key={formKey} noValidate onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <ProofField email={email} hasPassword={hasPassword} onChange={setProof} error={errors.proof} />
        <PasswordField label="New password" autoComplete="new-password" required hint="At least 8 characters." error={errors.next} onChange={(e) => setNext(e.target.value)} />
        <PasswordField label="New password again" autoComplete="new-password" required error={errors.again} onChange={(e) => setAgain(e.target.value)} />
        <Button type="submit" busy={change.isPending}>
          {hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </form>
    </section>
  );
}

function SessionsPanel({ sessions }: { sessions: SessionInfo[] }) {
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
            Where you are logged in
          </h2>
          <p className="mt-1 text-sm text-stone-600">Don't recognise a device? Log it out, then change your password.</p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden className="size-4" /> Log out everywhere
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-stone-100">
        {sessions.map((s) => {
          const Icon = /Android|iPhone|iPad|Mobile/.test(s.device) ? Smartphone : Laptop;
          return (
            <li key={s.id} className="flex items-center gap-3 py-3">
              <Icon aria-hidden className="size-5 shrink-0 text-stone-500" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-stone-900">
                  {deviceName(s.device)}
                  {s.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">This device</span>}
                </p>
                <p className="text-xs text-stone-600">
                  Logged in {when(s.createdAt)} · until {when(s.expiresAt)}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Log out ${deviceName(s.device)}, logged in ${when(s.createdAt)}`}
                  busy={end.isPending && end.variables === s.id}
                  onClick={() => end.mutate(s.id, { onSuccess: (reply) => toast.success(reply.msg), onError: (error) => toast.error(failed(error)) })}
                >
                  Log out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Modal open={confirming} onOpenChange={(open) => !everywhere.isPending && setConfirming(open)} title="Log out everywhere?" size="sm">
        <p className="text-sm text-stone-700">Every device logged in to your account will be logged out, this one too. You can log in again at once.</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={everywhere.isPending}>
            Cancel
          </Button>
          <Button busy={everywhere.isPending} onClick={logOutEverywhere}>
            Log out everywhere
          </Button>
        </div>
      </Modal>
    </section>
  );
}
