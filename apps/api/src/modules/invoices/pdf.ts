import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIndianDay, formatPaiseAsINR } from '@shop/contract/format';
import type { TaxDocument } from './service.ts';
import type { TaxLine } from './tax.ts';
import { amountInWords } from './words.ts';

/**
 * The tax invoice and credit note as A4 PDFs (pdfkit), in Noto Sans from npm (@expo-google-fonts/noto-sans: the
 * Google Fonts TTFs, which have the ₹ sign), embedded as subsets. Amounts in the table are rupees with Indian
 * grouping (1,23,456.70), the headings say ₹; totals and the amount in words follow the table.
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (paise: number) => amount.format(paise / 100);

const MARGIN = 34;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;

type Column = { title: string; width: number; align: 'left' | 'right'; cell: (l: TaxLine, i: number) => string };

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST ₹', width: 50, align: 'right', cell: (l) => rupees(l.cgstPaise) },
        { title: 'SGST ₹', width: 50, align: 'right', cell: (l) => rupees(l.sgstPaise) },
      ]
    : [{ title: 'IGST ₹', width: 100, align: 'right', cell: (l) => rupees(l.igstPaise) }];
  return [
    { title: '#', width: 16, align: 'left', cell: (_, i) => String(i + 1) },
    { title: 'Description', width: 95, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 44, align: 'left', cell: (l) => l.code ?? '—' },
    { title: 'Qty (UQC)', width: 44, align: 'right', cell: (l) => `${l.uqc.quantity} ${l.uqc.uqc}` },
    { title: 'Unit price ₹', width: 52, align: 'right', cell: (l) => rupees(l.unitPricePaise) },
    { title: 'Discount ₹', width: 44, align: 'right', cell: (l) => (l.discountPaise ? rupees(l.discountPaise) : '—') },
    { title: 'Taxable ₹', width: 54, align: 'right', cell: (l) => rupees(l.taxablePaise) },
    { title: 'Rate', width: 28, align: 'right', cell: (l) => `${l.ratePct}%` },
    ...tax,
    { title: 'Total ₹', width: WIDTH - 16 - 95 - 44 - 44 - 52 - 44 - 54 - 28 - 100, align: 'right', cell: (l) => rupees(l.grossPaise) },
  ];
}

/**
 * The document's title: a credit note; a plain invoice from a shop not registered for GST; a bill of supply when
 * every line is exempt (0 %, CGST Rules, rule 49); a tax invoice otherwise (rule 46).
 */
export function titleOf(d: TaxDocument): string {
  if (d.kind === 'creditNote' && d.creditNote) return 'Credit Note';
  if (!d.supplier.gstin) return 'Invoice';
  return d.tax.lines.every((l) => l.ratePct === 0) ? 'Bill of Supply' : 'Tax Invoice';
}

/** The document as a PDF file; `website` is the shop's public address, printed under its contact details. */
export function renderTaxDocumentPdf(d: TaxDocument, website: string): Promise<Buffer> {
  const isCredit = d.kind === 'creditNote' && d.creditNote;
  const title = titleOf(d);
  const number = isCredit ? d.creditNote!.number : d.invoice.number;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${title} ${number}`, Author: d.supplier.legalName, Subject: `Order ${d.order.tranId}` } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Heading: the supplier on the left, the document on the right.
  const top = MARGIN;
  doc.font('bold').fontSize(18).text(title, MARGIN, top, { width: WIDTH, align: 'right' });
  doc.font('bold').fontSize(12).text(d.supplier.legalName, MARGIN, top, { width: WIDTH * 0.6 });
  doc.font('regular').fontSize(8.5);
  for (const line of d.supplier.addressLines) doc.text(line, { width: WIDTH * 0.6 });
  doc.text(d.supplier.gstin ? `GSTIN: ${d.supplier.gstin}` : 'Not registered for GST: no GST is charged.');
  doc.text(`State: ${d.supplier.state}${d.supplier.stateCode ? ` (code ${d.supplier.stateCode})` : ''}`);
  if (d.supplier.fssaiLicence) doc.text(`FSSAI licence no.: ${d.supplier.fssaiLicence}`);
  if (d.supplier.cin) doc.text(`CIN: ${d.supplier.cin}`);
  const contact = [d.supplier.phone && `Phone: ${d.supplier.phone}`, d.supplier.email && `E-mail: ${d.supplier.email}`].filter(Boolean).join('  ·  ');
  if (contact) doc.text(contact, { width: WIDTH * 0.6 });
  if (website) doc.text(`Website: ${website}`, { width: WIDTH * 0.6 });
  const leftBottom = doc.y;

  doc.font('regular').fontSize(8.5);
  let y = top + 26;
  const facts: [string, string][] = isCredit
    ? [
        ['Credit note no.', d.creditNote!.number],
        ['Date', formatIndianDay(d.creditNote!.date)],
        ['Against invoice', d.invoice.number],
        ['Invoice date', formatIndianDay(d.invoice.date)],
        ['Reason', d.reason === 'Order cancelled' ? 'Order cancelled' : 'Short pick'],
      ]
    : [
        ['Invoice no.', d.invoice.number],
        ['Date', formatIndianDay(d.invoice.date)],
      ];
  facts.push(['Order', d.order.tranId], ['Payment', d.order.paymentMode]);
  for (const [k, v] of facts) {
    doc.font('regular').text(`${k}:`, MARGIN + WIDTH * 0.6, y, { width: WIDTH * 0.18 });
    doc.font('bold').text(v, MARGIN + WIDTH * 0.78, y, { width: WIDTH * 0.22, align: 'right' });
    y += 12;
  }

  // The customer and the place of supply.
  y = Math.max(leftBottom, y) + 12;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 8;
  doc.font('bold').fontSize(9).text(d.customer.addressLines ? 'Bill and deliver to' : 'Bill to (store pickup)', MARGIN, y, { width: WIDTH / 2 });
  doc.font('regular').fontSize(8.5).text(d.customer.name, { width: WIDTH / 2 });
  if (d.customer.gstin) doc.text(`GSTIN: ${d.customer.gstin}`, { width: WIDTH / 2 });
  for (const line of d.customer.addressLines ?? [`Collected at the shop: ${d.order.shippingOptionName}`]) doc.text(line, { width: WIDTH / 2 });
  const customerBottom = doc.y;
  doc.font('bold').fontSize(9).text('Place of supply', MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
  doc.font('regular').fontSize(8.5).text(`${d.placeOfSupply.state}${d.placeOfSupply.code ? ` (${d.placeOfSupply.code})` : ''}`, { width: WIDTH / 2, align: 'right' });
  doc.text(d.tax.intraState ? 'Within the state: CGST + SGST' : 'Outside the state: IGST', { width: WIDTH / 2, align: 'right' });
  doc.text('Prices include GST; tax is not payable on reverse charge.', { width: WIDTH / 2, align: 'right' });
  y = Math.max(customerBottom, doc.y) + 12;

  // The lines.
  const cols = columns(d.tax.intraState);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(7.5);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i].width - 4 }));
    const h = Math.max(...heights) + 4;
    if (y + h > PAGE.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y + 2, { width: cols[i].width - 4, align: cols[i].align });
      x += cols[i].width;
    });
    y += h;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.3).strokeColor('#cccccc').stroke();
  };
  doc.rect(MARGIN, y, WIDTH, 16).fillColor('#f1f5f0').fill().fillColor('#000000');
  row(cols.map((c) => c.title), 'bold');
  d.tax.lines.forEach((l, i) => row(cols.map((c) => c.cell(l, i)), 'regular'));

  // Totals.
  const t = d.tax.totals;
  const totals: [string, string][] = [['Taxable value', formatPaiseAsINR(t.taxablePaise)]];
  if (d.tax.intraState) totals.push(['CGST', formatPaiseAsINR(t.cgstPaise)], ['SGST', formatPaiseAsINR(t.sgstPaise)]);
  else totals.push(['IGST', formatPaiseAsINR(t.igstPaise)]);
  totals.push([isCredit ? 'Total credited' : 'Invoice total', formatPaiseAsINR(t.grossPaise)]);
  y += 8;
  totals.forEach(([k, v], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 10 : 8.5);
    doc.text(k, MARGIN + WIDTH * 0.55, y, { width: WIDTH * 0.25 });
    doc.text(v, MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2, align: 'right' });
    y += last ? 15 : 12;
  });
  if (t.discountPaise) {
    doc.font('regular').fontSize(7.5).text(`A coupon discount of ${formatPaiseAsINR(t.discountPaise)} is shared among the goods in proportion to their value.`, MARGIN, y, { width: WIDTH });
    y = doc.y + 4;
  }
  doc.font('bold').fontSize(8.5).text('Amount in words: ', MARGIN, y + 4, { width: WIDTH, continued: true }).font('regular').text(amountInWords(t.grossPaise));
  doc.moveDown(0.6);
  doc.font('regular').fontSize(7.5);
  if (isCredit && d.reason === 'Order cancelled') doc.text(`This credit note reverses what remained of invoice ${d.invoice.number} of ${formatIndianDay(d.invoice.date)}: the order was cancelled.`, { width: WIDTH });
  else if (isCredit) doc.text(`This credit note reduces invoice ${d.invoice.number} of ${formatIndianDay(d.invoice.date)} for goods not delivered: ${d.reason}`, { width: WIDTH });
  if (title === 'Bill of Supply') doc.text('Exempt supply: every item on this bill is exempt from GST, so no tax is charged.', { width: WIDTH });
  doc.text('Tax on delivery is charged at the rate of the principal supply (the highest rate among the goods), as a composite supply.', { width: WIDTH });
  doc.text('This is a computer-generated document and needs no signature.', { width: WIDTH });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(8.5).text(`For ${d.supplier.legalName}`, { width: WIDTH, align: 'right' });
  doc.end();
  return done;
}
