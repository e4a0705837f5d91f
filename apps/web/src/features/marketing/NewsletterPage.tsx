import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { followNewsletterLink, type NewsletterAction } from './api';

const titles = { confirm: msg`Confirm your subscription`, unsubscribe: msg`Unsubscribe from the newsletter` } satisfies Record<NewsletterAction, unknown>;

/** /newsletter/confirm?token= and /newsletter/unsubscribe?token=: the links of the newsletter mails. */
export default function NewsletterPage() {
  const { action } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const known = action === 'confirm' || action === 'unsubscribe';
  const { t } = useLingui();
  const title = known ? t(titles[action]) : t`Newsletter`;
  // A query, not a mutation: following the same link twice is harmless, and it runs once per visit.
  const result = useQuery({
    queryKey: ['newsletter', action, token],
    queryFn: () => followNewsletterLink(action as NewsletterAction, token),
    enabled: known && token !== '',
    retry: false,
    staleTime: Infinity,
  });

  let body;
  if (!known || !token) {
    body = (
      <Outcome tone="error" title={t`This link is incomplete`} text={t`Please open the link from the e-mail again, or copy the whole address into the browser.`} />
    );
  } else if (result.isPending) {
    body = (
      <div role="status" aria-label={t`Working on it`} className="w-full space-y-3">
        <Skeleton className="mx-auto size-12 rounded-full" />
        <Skeleton className="mx-auto h-6 w-2/3" />
        <Skeleton className="mx-auto h-4 w-5/6" />
      </div>
    );
  } else if (result.isError) {
    body = <Outcome tone="error" title={action === 'confirm' ? t`We could not confirm this address` : t`We could not unsubscribe this address`} text={result.error.message} />;
  } else if (result.data.data.status === 'unsubscribed') {
    body = <Outcome tone="bye" title={t`You are unsubscribed`} text={result.data.msg} />;
  } else {
    body = <Outcome tone="ok" title={t`You are subscribed`} text={result.data.msg} />;
  }

  return (
    <main className="mx-auto flex min-h-[55vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center">
      <h1 className="sr-only">{title}</h1>
      {body}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/shop" className={buttonClasses('primary', 'lg')}>
          <Trans>Continue shopping</Trans>
        </Link>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          <Trans>Go to Home Page</Trans>
        </Link>
      </div>
    </main>
  );
}

function Outcome({ tone, title, text }: { tone: 'ok' | 'bye' | 'error'; title: string; text: string }) {
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'bye' ? MailX : TriangleAlert;
  const colour = tone === 'ok' ? 'bg-brand-100 text-brand-700' : tone === 'bye' ? 'bg-stone-200 text-stone-700' : 'bg-amber-100 text-amber-700';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-3">
      <span className={`grid size-14 place-items-center rounded-full ${colour}`}>
        <Icon aria-hidden className="size-7" />
      </span>
      <p className="text-2xl font-bold text-stone-900">{title}</p>
      <p className="text-stone-600">{text}</p>
    </div>
  );
}
