import { FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CallName, PathParams, QueryValues } from '@shop/contract/calls';
import { downloadFile } from '../lib/download';
import { Button, type ButtonProps } from './Button';

/**
 * A button that downloads a file one of the shop's calls answers (an invoice or credit note as a PDF), with the
 * session's token; busy while it loads, and the server's message below it when it fails.
 */
export function DownloadButton({ call, input, fileName, children, ...rest }: { call: CallName; input: { params?: PathParams; query?: QueryValues }; fileName: string; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(call, input, fileName);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button variant="secondary" size="sm" busy={busy} onClick={download} {...rest}>
        {!busy && <FileDown aria-hidden className="size-4" />}
        {children}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
