// "Notify me" on an out-of-stock product's page, for members (loaded lazily: visitors and in-stock pages never load
// it). POST /api/notifyme asks for one mail when the product is back; POST /api/notifyme/cancel withdraws it.
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';

const waitingKey = ['notifyme'] as const;

export default function NotifyMe({ productId, name }: { productId: number; name: string }) {
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
