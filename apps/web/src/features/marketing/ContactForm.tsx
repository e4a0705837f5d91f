import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { contactInput, type ContactInput } from '@shop/contract';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';
import { useSendContactMessage } from './api';
import { useDates } from '../../i18n/format';

const MESSAGE_MAX = 2000;

/** The Contact page's form: name, e-mail and message, checked here and on the server, stored and mailed to the shop. */
export function ContactForm() {
  const { t } = useLingui();
  const send = useSendContactMessage();
  const dates = useDates();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactInput>({ resolver: zodResolver(contactInput), defaultValues: { name: '', email: '', message: '' } });
  const length = watch('message')?.length ?? 0;
  const max = MESSAGE_MAX;

  const onSubmit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: (reply) => {
        toast.success(reply.msg);
        reset();
      },
      onError: (e) => toast.error(e.message),
    }),
  );

  if (send.isSuccess) {
    const ticket = send.data.data.Ticket;
    const resolveBy = dates.day(send.data.data.ResolveBy);
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center">
        <CheckCircle2 aria-hidden className="size-10 text-brand-700" />
        <p className="text-lg font-semibold text-stone-900">
          <Trans>Message sent</Trans>
        </p>
        <p className="text-sm text-stone-700">
          <Trans>
            Your ticket: <strong data-testid="contact-ticket" className="font-mono text-base text-stone-900">{ticket}</strong>
          </Trans>
        </p>
        <p className="max-w-sm text-sm text-stone-700">
          <Trans>We have mailed you an acknowledgement and will resolve your message by {resolveBy}.</Trans>
        </p>
        <Button variant="secondary" onClick={() => send.reset()}>
          <Trans>Write another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t`Contact form`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Your name`} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label={t`Your e-mail`} type="email" inputMode="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      <TextAreaField
        label={t`Message`}
        rows={6}
        required
        maxLength={MESSAGE_MAX}
        error={errors.message?.message}
        hint={t`${length} / ${max} characters`}
        {...register('message')}
      />
      {send.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {send.error.message}
        </p>
      )}
      <Button type="submit" size="lg" busy={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t`Sending...` : t`Submit`}
      </Button>
    </form>
  );
}
