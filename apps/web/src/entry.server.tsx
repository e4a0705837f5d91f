import { I18nProvider } from '@lingui/react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { PassThrough } from 'node:stream';
import { serveTexts, serverI18n } from './i18n/i18n';
import * as hindi from './i18n/catalogs/hindi';
import { messages as englishRest } from './i18n/catalogs/english-rest';

serveTexts({ hindi, englishRest });

/** How long a page may take to draw before it is abandoned (the API answers 500). */
export const streamTimeout = 10_000;

/**
 * Draws a page on the server in the language of its request (decision 173): React Router has run its loaders, so the
 * whole page is ready at once and is sent whole, which lets the API give it an ETag and the hashes of its inline
 * scripts for the content security policy.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, router: EntryContext, context: AppLoadContext) {
  return new Promise<Response>((resolve, reject) => {
    let failed: unknown;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={serverI18n(context.shop.language)}>
        <ServerRouter context={router} url={request.url} />
      </I18nProvider>,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            headers.set('content-type', 'text/html; charset=utf-8');
            resolve(new Response(Buffer.concat(chunks), { status: failed ? 500 : status, headers }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          failed = error;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
