import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { mobileRule } from '@shop/contract';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useSetMobile } from './api';

const rule = mobileRule();

/**
 * The member's mobile number, the one the rider calls: on Login & Security, and asked for in place at checkout when a
 * home delivery has no number to call. `onSaved` gets the number as kept (10 digits).
 */
export function MobileForm({ current = '', label, onSaved }: { current?: string; label?: string; onSaved?: (mobile: string) => void }) {
  const { t } = useLingui();
  const save = useSetMobile();
  const [value, setValue] = useState(current);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = rule.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError('');
    save.mutate(checked.data, {
      onSuccess: (mobile) => {
        toast.success(t`Your mobile number is saved.`);
        onSaved?.(mobile);
      },
      onError: (err) => setError(err instanceof ApiError && err.status > 0 ? err.message : t`Could not reach the shop. Please check your connection and try again.`),
    });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={label ?? t`Mobile number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        placeholder="98765 43210"
        hint={t`10 digits: the rider calls it at the door.`}
        error={error}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="sm:w-56"
      />
      <Button type="submit" busy={save.isPending} className="sm:mt-6">
        <Trans>Save number</Trans>
      </Button>
    </form>
  );
}
