import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentCounters, taxDocuments } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';
import type { FrozenDocument } from './service.ts';

/**
 * Invoice and credit note numbers (docs/decisions/112-invoice-numbers.md): a gap-free series per kind and financial
 * year (April to March, by the date in India), written as the series, a hyphen and at least six digits:
 * INV2627-000123, CN2627-000004 (14 and 13 characters; GST rule 46 allows 16, reached only past 99,999,999 a year).
 * The counter's row is taken in the transaction that issues the document, as its last statement (decision 097): a
 * rolled-back order or cancellation gives its number back, and the row is locked for that statement and the commit.
 */

export type DocumentKind = 'INV' | 'CN';

const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });

/** The financial year a moment falls in, in India: '2627' for 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDate.format(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series a document issued at that moment belongs to: 'INV2627'. */
export const seriesOf = (kind: DocumentKind, at: Date) => `${kind}${financialYear(at)}`;

const documentKind = { INV: 'invoice', CN: 'creditNote' } as const;

/** A document just issued: the order keeps its number and date (the orders module writes them, recordDocumentNumber). */
export type IssuedDocument = { kind: DocumentKind; number: string; at: Date };

/**
 * Takes the series' next number and, in one statement, keeps the document's frozen copy under it (tax_documents,
 * decision 251): call it last in the transaction (the caller then writes the number on the order, a row no other
 * order shares).
 */
export async function issueDocumentNumber(tx: DbOrTx, orderId: number, kind: DocumentKind, at: Date, frozen: FrozenDocument): Promise<IssuedDocument> {
  const series = seriesOf(kind, at);
  const [issued] = await selectRows<{ number: string }>(
    tx,
    sql`
    with n as (
      insert into ${documentCounters} (series, last) values (${series}, 1)
      on conflict (series) do update set last = ${documentCounters}.last + 1
      returning last
    ), num as (select ${`${series}-`} || lpad(n.last::text, greatest(6, length(n.last::text)), '0') as number from n)
    insert into ${taxDocuments} (order_id, kind, number, issued_at, snapshot)
    select ${orderId}, ${documentKind[kind]}, num.number, ${at.toISOString()}::timestamptz, ${JSON.stringify(frozen)}::jsonb from num
    returning number`,
  );
  return { kind, number: issued.number, at };
}
