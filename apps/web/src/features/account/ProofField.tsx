import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PasswordField } from '../auth';
import { useSendProofCode } from './api';

export type Proof = { password?: string; otp?: string };

/**
 * "Prove it is you" for changing the password or closing the account: the current password, or a code mailed to the
 * member (the only way for an account without a password, and the way out for one who forgot it).
 */
export function ProofField({ email, hasPassword, onChange, error }: { email: string; hasPassword: boolean; onChange: (proof: Proof) => void; error?: string }) {
  const [byCode, setByCode] = useState(!hasPassword);
  const [codeSent, setCodeSent] = useState(false);
  const send = useSendProofCode();
  const { t } = useLingui();

  const sendCode = () =>
    send.mutate(email, {
      onSuccess: (reply) => {
        setCodeSent(true);
        toast.success(reply.msg);
      },
      onError: (e) => toast.error(e instanceof ApiError && e.status > 0 ? e.message : t`Error sending OTP. Please try again later.`),
    });

  if (!byCode) {
    return (
      <div className="space-y-1.5">
        <PasswordField label={t`Current password`} autoComplete="current-password" required error={error} onChange={(e) => onChange({ password: e.target.value })} />
        <button
          type="button"
          onClick={() => {
            setByCode(true);
            onChange({});
          }}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <Trans>Forgot it? Confirm with a code by email instead</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <p className="text-sm text-stone-700">
        {hasPassword ? (
          <Trans>
            We will email a 6-digit code to <span className="font-medium text-stone-900">{email}</span> to check it is you.
          </Trans>
        ) : (
          <Trans>
            Your account has no password yet. We will email a 6-digit code to <span className="font-medium text-stone-900">{email}</span> to check it is you.
          </Trans>
        )}
      </p>
      <Button variant="secondary" size="sm" onClick={sendCode} busy={send.isPending}>
        {codeSent ? <Trans>Send a new code</Trans> : <Trans>Email me a code</Trans>}
      </Button>
      {codeSent && (
        <TextField
          label={t`Code from the email`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={error}
          onChange={(e) => onChange({ otp: e.target.value.trim() })}
        />
      )}
    </div>
  );
}
