import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An accessible dialog (focus trap, Escape to close, labelled by its title). Focus starts on the element marked
 * `data-autofocus` when there is one, else on the first control.
 */
export function Modal({ open, onOpenChange, title, description, children, size = 'md', placement = 'center' }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: string; children: ReactNode; size?: 'sm' | 'md' | 'lg'; placement?: 'center' | 'top' }) {
  const { t } = useLingui();
  const width = size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg';
  // 'top' keeps a search box where the on-screen keyboard cannot cover it.
  const position =
    placement === 'top'
      ? 'inset-x-0 top-0 rounded-b-2xl sm:inset-x-auto sm:left-1/2 sm:top-20 sm:w-full sm:-translate-x-1/2 sm:rounded-2xl'
      : 'inset-x-0 bottom-0 rounded-t-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={`fixed z-50 max-h-[90dvh] overflow-y-auto bg-white p-5 shadow-xl ${position} ${width}`}
          onOpenAutoFocus={(event) => {
            const wanted = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
            if (!wanted) return;
            event.preventDefault();
            wanted.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800" aria-label={t`Close`}>
              <X className="size-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mb-4 text-sm text-stone-600">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
