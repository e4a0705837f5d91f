import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUploadKind } from '@shop/contract/admin';
import { SafeImage } from '../../../ui/SafeImage';
import { pictureAccept, uploadPicture } from '../api/client';

const frames: Record<AdminUploadKind, string> = { product: 'aspect-square w-32', category: 'aspect-square w-24', banner: 'aspect-[24/5] w-full max-w-md' };

/**
 * A picture of a product, category or banner: upload one (the server resizes it) or type the path of one already
 * on the site. The form keeps only the path.
 */
export function ImageField({ kind, value, onChange, error, label = 'Picture' }: { kind: AdminUploadKind; value: string; onChange: (path: string) => void; error?: string; label?: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange((await uploadPicture(kind, file)).image);
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const message = problem ?? error;
  return (
    <fieldset className="@container space-y-2">
      <legend className="text-sm font-medium text-stone-700">
        {label} <span className="text-red-600" aria-hidden>*</span>
      </legend>
      <div className={`flex flex-col items-start gap-3 ${kind === 'banner' ? '' : '@sm:flex-row @sm:gap-4'}`}>
        <div className={`${frames[kind]} overflow-hidden rounded-lg border border-stone-200 bg-stone-50`}>
          {value ? <SafeImage src={value} alt="" className="size-full object-contain" /> : <div className="grid size-full place-items-center text-xs text-stone-400">No picture yet</div>}
        </div>
        <div className="w-full min-w-0 flex-1 space-y-2">
          <label htmlFor={`${id}-file`} className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-within:ring-2 focus-within:ring-brand-300 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
            {busy ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <ImageUp aria-hidden className="size-4" />}
            {busy ? 'Uploading...' : value ? 'Upload another picture' : 'Upload a picture'}
            <input id={`${id}-file`} type="file" accept={pictureAccept} className="sr-only" disabled={busy} onChange={(e) => void choose(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
          </label>
          <p className="text-xs text-stone-500">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is resized for the shop.</p>
          <label htmlFor={`${id}-path`} className="block text-xs font-medium text-stone-600">
            or the path of a picture on the site
          </label>
          <input
            id={`${id}-path`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            placeholder="/images/products/..."
            className="block h-9 w-full rounded-lg border border-stone-300 px-2 font-mono text-xs text-stone-700 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500"
          />
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  );
}
