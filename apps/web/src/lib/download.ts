import { t } from '@lingui/core/macro';
import { calls, urlOf, type CallName, type PathParams, type QueryValues } from '@shop/contract/calls';
import { ApiError } from './api-error';
import { getToken } from './session';

/**
 * Downloads a file a call answers (a PDF invoice, the subscribers' CSV) under the name the server gives. The calls
 * need the member's or admin's token in a header, which a plain link cannot send: the file is fetched with it and
 * saved from a blob. A refusal throws an ApiError with the server's message.
 */
export async function downloadFile(name: CallName, input: { params?: PathParams; query?: QueryValues }, fallbackName: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
    res = await fetch(urlOf(calls[name], input), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(t`Could not reach the shop. Please check your connection and try again.`, 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(body?.msg ?? t`The file could not be downloaded.`, res.status);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
