import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminMemberEmailInput } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';

type Input = z.input<typeof adminMemberEmailInput>;

/**
 * For a shopper who cannot log in to change it (a mistyped address, a lost mailbox): the shop mails the link to the
 * new address, and the account takes it only when the link is opened there (decision 289).
 */
export function ChangeEmailForm({ memberId }: { memberId: number }) {
  const send = useAdminMutation((body: Input) => call('adminMemberEmail', { params: { id: memberId }, body }), { refresh: ['members'] });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Input>({ resolver: zodResolver(adminMemberEmailInput), defaultValues: { email: '' } });
  const onSubmit = handleSubmit((input) => send.mutate(input, { onSuccess: () => reset() }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change the e-mail address" className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <TextField
        label="New e-mail address"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        hint="The member opens the link we mail there; the address changes then, and the old one is told."
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" busy={send.isPending}>
        Send the link
      </Button>
    </form>
  );
}
