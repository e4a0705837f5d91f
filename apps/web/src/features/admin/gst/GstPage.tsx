import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { gstr1Query } from '@shop/contract/admin';
import { toast } from '../../../lib/toast';
import { downloadFile } from '../../../lib/download';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { PageHeader } from '../components/PageHeader';

/** Last month in India, as YYYY-MM: the month a GSTR-1 is usually filed for. */
function lastMonth(): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** GST returns: the month's GSTR-1 (outward supplies), built from the invoices and credit notes as issued, as a CSV file. */
export function GstPage() {
  const [month, setMonth] = useState(lastMonth);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(e: FormEvent) {
    e.preventDefault();
    const checked = gstr1Query.safeParse({ month });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please give the month as YYYY-MM.');
    setProblem(null);
    setBusy(true);
    try {
      await downloadFile('adminGstr1Csv', { query: checked.data }, `GSTR-1 ${checked.data.month}.csv`);
      toast.success('The GSTR-1 file was downloaded.');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title="GST returns" description="GSTR-1 for a month: b2b, b2cl, b2cs, credit notes, the HSN summary and the documents issued, from the invoices and credit notes as they were issued." />
      <form onSubmit={(e) => void download(e)} noValidate aria-label="GSTR-1" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
        <div className="sm:w-48">
          <TextField label="Month (YYYY-MM)" type="month" value={month} onChange={(e) => setMonth(e.target.value)} error={problem ?? undefined} />
        </div>
        <Button type="submit" busy={busy} className="sm:mt-6">
          <Download aria-hidden className="size-4" /> Download GSTR-1 (CSV)
        </Button>
      </form>
    </>
  );
}
