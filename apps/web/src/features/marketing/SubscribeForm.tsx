import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { NewsletterSubscribeInput } from '@shop/contract';
import { useSubscribe } from './api';

// The footer is on every page, so this form checks the address with plain rules (the contract's messages) instead
// of loading the contract's schemas and zod into the home page; the server checks it again with the schema. The rules
// give the message's id; the form shows it in the shopper's language.
const missing = msg`Please enter your e-mail address.`;
const invalid = msg`Please enter a valid e-mail address.`;
const emailRules = {
  setValueAs: (v: string) => v.trim(),
  validate: (v: string) => (!v ? missing.id : /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) ? true : invalid.id),
};
const messages = { [missing.id]: missing, [invalid.id]: invalid };

/** The footer's newsletter box: an e-mail field labelled 'Your Email' that subscribes with double opt-in. */
export function SubscribeForm() {
  const { t } = useLingui();
  const subscribe = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterSubscribeInput>({ defaultValues: { email: '' } });
  const rule = errors.email?.message;
  const error = rule && (messages[rule] ? t(messages[rule]) : rule);

  const onSubmit = handleSubmit((input) =>
    subscribe.mutate(input, {
      onSuccess: (reply) => {
        toast.success(reply.msg);
        reset();
      },
      onError: (e) => toast.error(e.message),
    }),
  );

  return (
    <section aria-labelledby="footer-newsletter" className="space-y-3">
      <h2 id="footer-newsletter" className="text-sm font-bold uppercase tracking-wider text-white">
        <Trans>Newsletter</Trans>
      </h2>
      <p className="leading-relaxed">
        <Trans>Fresh arrivals, seasonal produce and offers, about twice a month. No spam; leave with one click.</Trans>
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-2">
        <label htmlFor="subscribe-email" className="block text-xs font-semibold text-brand-100">
          <Trans>Your Email</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id="subscribe-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'subscribe-email-error' : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-brand-700 bg-brand-800 px-3 text-base text-white placeholder:text-brand-200/60 focus:border-accent-400 focus:outline-none focus:ring-2 focus:ring-accent-400/40 aria-[invalid=true]:border-red-300 sm:text-sm"
            {...register('email', emailRules)}
          />
          <button
            type="submit"
            disabled={subscribe.isPending}
            aria-busy={subscribe.isPending || undefined}
            className="h-11 shrink-0 rounded-lg bg-accent-400 px-4 text-sm font-bold text-stone-900 hover:bg-accent-500 disabled:opacity-60"
          >
            {subscribe.isPending ? t`Subscribing...` : t`Subscribe`}
          </button>
        </div>
        {error && (
          <p id="subscribe-email-error" role="alert" className="text-sm text-red-200">
            {error}
          </p>
        )}
        {subscribe.isSuccess && (
          <p role="status" className="text-sm text-brand-100">
            {subscribe.data.msg}
          </p>
        )}
      </form>
    </section>
  );
}
