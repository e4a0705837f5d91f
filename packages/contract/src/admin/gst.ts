import { z } from 'zod';
import { envelope } from '../envelope.ts';

/**
 * GET /api/admin/gst/gstr1?month=YYYY-MM (and its CSV): the month's outward supplies for GSTR-1 in the sections of
 * the GSTN offline tool's JSON (docs/decisions/252), built from the invoices and credit notes as issued. Amounts in
 * rupees with two decimals; dates DD-MM-YYYY; places of supply as GST state codes ('29').
 */
export const gstr1Query = z.object({
  month: z
    .string({ error: 'month is required, as YYYY-MM (such as 2026-11).' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be a month as YYYY-MM, such as 2026-11.' }),
});
export type Gstr1Query = z.infer<typeof gstr1Query>;

const amounts = { txval: z.number(), iamt: z.number(), camt: z.number(), samt: z.number(), csamt: z.number() };
const itms = z.array(z.object({ num: z.number().int(), itm_det: z.object({ rt: z.number(), ...amounts }) }));
const invoice = z.object({ inum: z.string(), idt: z.string(), val: z.number(), pos: z.string(), rchrg: z.string(), inv_typ: z.string(), itms });
const note = z.object({ ntty: z.string(), nt_num: z.string(), nt_dt: z.string(), val: z.number(), pos: z.string(), rchrg: z.string(), inv_typ: z.string(), itms });

export const gstr1 = z.object({
  /** The shop's GSTIN as printed on the month's documents, and the return period as MMYYYY. */
  gstin: z.string(),
  fp: z.string(),
  /** Invoices to buyers who gave a GSTIN, by buyer. */
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(invoice) })),
  /** Inter-state invoices of more than ₹1,00,000 to consumers, by place of supply; integrated tax only. */
  b2cl: z.array(
    z.object({
      pos: z.string(),
      inv: z.array(z.object({ inum: z.string(), idt: z.string(), val: z.number(), itms: z.array(z.object({ num: z.number().int(), itm_det: z.object({ rt: z.number(), txval: z.number(), iamt: z.number(), csamt: z.number() }) })) })),
    }),
  ),
  /** The other invoices to consumers less their credit notes, summed by place of supply, supply type (INTRA / INTER) and rate. */
  b2cs: z.array(z.object({ sply_ty: z.string(), pos: z.string(), typ: z.string(), rt: z.number(), ...amounts })),
  /** Credit notes to registered buyers, by buyer; to consumers, those on b2cl invoices (typ B2CL: the others are in b2cs). */
  cdnr: z.array(z.object({ ctin: z.string(), nt: z.array(note) })),
  cdnur: z.array(note.extend({ typ: z.literal('B2CL') })),
  /** Invoices less credit notes, by HSN/SAC, unit (UQC) and rate. */
  hsn: z.object({ data: z.array(z.object({ num: z.number().int(), hsn_sc: z.string(), desc: z.string(), uqc: z.string(), qty: z.number(), rt: z.number(), val: z.number(), ...amounts })) }),
  /** Each document series' first and last number and count: doc_num 1 invoices, 5 credit notes. */
  doc_issue: z.object({ doc_det: z.array(z.object({ doc_num: z.number().int(), docs: z.array(z.object({ num: z.number().int(), from: z.string(), to: z.string(), totnum: z.number().int(), cancel: z.number().int(), net_issue: z.number().int() })) })) }),
});
export type Gstr1 = z.infer<typeof gstr1>;
export const gstr1Reply = envelope(gstr1);
export const gstr1Csv = z.string();
