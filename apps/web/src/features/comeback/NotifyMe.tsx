// The comeback feature's texts are beyond the first page's English.
import '../../i18n/catalogs/english-rest';
// "Notify me" on an out-of-stock product's page (loaded lazily: in-stock pages never load it). A member asks for one
// mail when the product is back (POST /api/notifyme) or withdraws it (POST /api/notifyme/cancel); a visitor is sent
// to log in and comes back with ?notify=1, asked for once.
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button, buttonClasses } from '../../ui/Button';
import { useSession } from '../../lib/session';

const waitingKey = ['notifyme'] as const;

export default function NotifyMe({ productId, name }: { productId: number; name: string }) {
  const session = useSession();
  if (session) return <MemberNotifyMe productId={productId} name={name} />;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <p className="text-stone-700"><Trans>Out of stock. Log in to get one e-mail when it is back.</Trans></p>
      <Link to="/Login" state={{ from: `/product/${productId}?notify=1` }} className={buttonClasses('primary', 'md')}>
        <Bell aria-hidden className="size-4" /> <Trans>Notify me</Trans>
      </Link>
    </div>
  );
}

function MemberNotifyMe({ productId, name }: { productId: number; name: string }) {
  const client = useQueryClient();
  const waiting = useQuery({ queryKey: waitingKey, queryFn: async ({ signal }) => (await call('notifyMeList', undefined, signal)).data });
  const change = useMutation({
    mutationFn: (ask: boolean) => call(ask ? 'notifyMe' : 'notifyMeCancel', { body: { productID: productId } }),
    onSuccess: (reply) => {
      client.setQueryData(waitingKey, reply.data);
      toast.success(reply.msg, { id: `notify-${productId}` });
    },
    onError: (error) => toast.error(error.message, { id: `notify-${productId}` }),
  });
  const asked = waiting.data?.some((r) => r.Product.Id === productId) ?? false;
  // Back from logging in after a visitor's "Notify me" (?notify=1): asked for them once, and the address cleaned.
  const [params, setParams] = useSearchParams();
  const askedBeforeLogin = params.get('notify') === '1';
  const { mutate } = change;
  useEffect(() => {
    if (!askedBeforeLogin || !waiting.isSuccess) return;
    if (!asked) mutate(true);
    setParams((p) => { p.delete('notify'); return p; }, { replace: true, preventScrollReset: true });
  }, [askedBeforeLogin, waiting.isSuccess, asked, mutate, setParams]);

  return (
    <div className="mt-3 rounded-xl border border-stone-200 bg-white p-3 text-sm" aria-live="polite">
      {asked ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-stone-700"><Trans>We will e-mail you once when {name} is back in stock.</Trans></p>
          <Button variant="secondary" busy={change.isPending} onClick={() => change.mutate(false)}>
            <BellOff aria-hidden className="size-4" /> <Trans>Don't notify me</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-stone-700"><Trans>Out of stock. Get one e-mail when it is back.</Trans></p>
          <Button busy={change.isPending || waiting.isPending} onClick={() => change.mutate(true)}>
            <Bell aria-hidden className="size-4" /> <Trans>Notify me</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
