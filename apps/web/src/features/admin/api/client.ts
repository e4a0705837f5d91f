import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { AdminUpload, AdminUploadKind } from '@shop/contract/admin';
import type { Envelope } from '@shop/contract';
import { ApiError, api } from '../../../lib/api';
import { getToken } from '../../../lib/session';

type Query = Record<string, string | number | boolean | undefined | null>;

/** A back-office read: GET /api/admin/<path>, cached under ['admin', ...key]; a paged list keeps its last page on screen. */
export function useAdminQuery<T>(key: QueryKey, path: string, query?: Query, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', ...key, query ?? {}],
    queryFn: async ({ signal }) => (await api.get<Envelope<T>>(`/api/admin/${path}`, query, signal)).data,
    placeholderData: query ? keepPreviousData : undefined,
    staleTime: 15_000,
    enabled: opts.enabled,
  });
}

type Method = 'post' | 'put' | 'delete';

/**
 * A back-office change. The server's msg is shown as a toast (success or refusal) and the listed areas are
 * refetched, so every screen showing them is up to date.
 */
export function useAdminMutation<Input, T = unknown>(method: Method, path: (input: Input) => string, opts: { refresh: string[]; body?: (input: Input) => unknown; quiet?: boolean }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const url = `/api/admin/${path(input)}`;
      const body = opts.body ? opts.body(input) : input;
      return method === 'delete' ? api.delete<Envelope<T>>(url) : api[method]<Envelope<T>>(url, body);
    },
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
  const res = await fetch(`/api/admin/uploads?kind=${kind}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json().catch(() => null)) as Envelope<AdminUpload> | null;
  if (!res.ok || !body?.response) throw new ApiError(body?.msg ?? 'The picture could not be uploaded.', res.status);
  return body.data;
}

/** Downloads a file the back office makes (the subscribers' CSV) under the name the server gives. */
export async function downloadFile(path: string, query: Query, fallbackName: string) {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));
  const token = getToken();
  const res = await fetch(`/api/admin/${path}${params.size ? `?${params}` : ''}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(body?.msg ?? 'The file could not be downloaded.', res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
