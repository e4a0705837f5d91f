import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { calls, urlOf, type CallName } from '@shop/contract/calls';
import type { AdminUpload, AdminUploadKind } from '@shop/contract/admin';
import type { Envelope } from '@shop/contract';
import type { CallInput, CallReply } from '@shop/contract/routes';
import { ApiError, call } from '../../../lib/api';
import { getToken } from '../../../lib/session';

/** The back office's reads: its GET calls. */
type AdminRead = { [K in CallName]: K extends `admin${string}` ? ((typeof calls)[K]['method'] extends 'GET' ? K : never) : never }[CallName];

/** The `data` of a call's reply. */
type DataOf<K extends CallName> = CallReply<K> extends { data: infer D } ? D : never;

/** A back-office read (one of its GET calls), cached under ['admin', ...key]; a paged list keeps its last page on screen. */
export function useAdminQuery<K extends AdminRead>(key: QueryKey, name: K, input?: CallInput<K>, opts: { enabled?: boolean } = {}) {
  const { query } = (input ?? {}) as { query?: object };
  return useQuery({
    queryKey: ['admin', ...key, query ?? {}],
    queryFn: async ({ signal }) => ((await call<AdminRead>(name, input as unknown as CallInput<AdminRead>, signal)) as unknown as { data: DataOf<K> }).data,
    placeholderData: query ? keepPreviousData : undefined,
    staleTime: 15_000,
    enabled: opts.enabled,
  });
}

/**
 * A back-office change: `send` makes the call. The server's msg is shown as a toast (success or refusal) and the
 * listed areas are refetched, so every screen showing them is up to date.
 */
export function useAdminMutation<Input, Reply extends Envelope<unknown>>(send: (input: Input) => Promise<Reply>, opts: { refresh: string[]; quiet?: boolean }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (reply) => {
      if (!opts.quiet) toast.success(reply.msg);
      const areas = new Set([...opts.refresh, 'dashboard', 'audit']);
      await Promise.all([
        ...[...areas].map((area) => client.invalidateQueries({ queryKey: ['admin', area] })),
        // The shop's own screens (products, banners, company...) fetch afresh the next time they open.
        client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin', refetchType: 'none' }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}

const pictureTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const pictureAccept = pictureTypes.join(',');
export const maxPictureBytes = 5 * 1024 * 1024;

/** Uploads one picture (multipart); the server checks it, resizes it and answers with its path. */
export async function uploadPicture(kind: AdminUploadKind, file: File): Promise<AdminUpload> {
  if (!pictureTypes.includes(file.type)) throw new ApiError('Please choose a picture file (JPEG, PNG, WebP, GIF or AVIF).', 415);
  if (file.size > maxPictureBytes) throw new ApiError('The picture is too large: please choose one of 5 MB or less.', 413);
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  const res = await fetch(urlOf(calls.adminUpload, { query: { kind } }), { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json().catch(() => null)) as Envelope<AdminUpload> | null;
  if (!res.ok || !body?.response) throw new ApiError(body?.msg ?? 'The picture could not be uploaded.', res.status);
  return body.data;
}
