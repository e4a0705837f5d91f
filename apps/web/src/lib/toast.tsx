import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';

// sonner is not part of the first page's JavaScript: the toaster is put on the page at the first message, which waits
// for it to be listening, then shows.

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
// Until the host is on the page, a message only records that the toaster is wanted.
let toasterWanted = false;
let wantToaster: () => void = () => {
  toasterWanted = true;
};
const sonner = () => import('sonner');

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await sonner();
  function ReadyToaster() {
    // Children's effects run first: sonner's toaster is listening by the time this one runs.
    useEffect(() => markReady(), []);
    // sonner sets its own system font stack: the shop's (with Noto Sans Devanagari) instead, or Hindi may show as boxes.
    return <SonnerToaster position="top-center" richColors closeButton style={{ fontFamily: 'var(--font-sans)' }} />;
  }
  return { default: ReadyToaster };
});

/** The place on the page where messages appear; render it once, at the root. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    wantToaster = () => setWanted(true);
    if (toasterWanted) setWanted(true);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

type Message = Parameters<typeof import('sonner').toast.success>[0];

function show(kind: 'success' | 'error' | 'message', message: Message, options?: ExternalToast) {
  wantToaster();
  void Promise.all([sonner(), ready]).then(([{ toast: sonnerToast }]) => sonnerToast[kind](message, options));
}

/** Shows a short message to the shopper (sonner's toast, loaded on demand). */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('message', message, options),
};
