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

  const sendCode = () =>
    send.mutate(email, {
      onSuccess: (reply) => {
        setCodeSent(true);
        toast.success(reply.msg);
      },
      onError: (e) => toast.error(e instanceof ApiError && e.status > 0 ? e.message : 'Error sending OTP. Please try again later.'),
    });

  if (!byCode) {
    return (
      <div className="space-y-1.5">
        <PasswordField label="Current password" autoComplete="current-password" required error={error} onChange={(e) => onChange({ password: e.target.value })} />
        <button
          type="button"
          onClick={() => {
            setByCode(true);
            onChange({});
          }}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Forgot it? Confirm with a code by email instead
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <p className="text-sm text-stone-700">
        {hasPassword ? 'We will email a 6-digit code' : 'Your account has no password yet. We will email a 6-digit code'} to <span className="font-medium text-stone-900">{email}</span> to check it is you.
      </p>
      <Button variant="secondary" size="sm" onClick={sendCode} busy={send.isPending}>
        {codeSent ? 'Send a new code' : 'Email me a code'}
      </Button>
      {codeSent && (
        <TextField
          label="Code from the email"
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
