import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A product's shelf life in the shopper's language (issue 33): the back office writes it in English ("6 months from
 * packing; keep refrigerated"); the sentences a shop writes there are read part by part and said in Hindi on a Hindi
 * page. A part it does not know stays as the shop wrote it.
 */
const periods: Record<string, Record<string, MessageDescriptor>> = {
  packing: { days: msg`{n} days from packing`, weeks: msg`{n} weeks from packing`, months: msg`{n} months from packing`, years: msg`{n} years from packing` },
  manufacture: { days: msg`{n} days from manufacture`, weeks: msg`{n} weeks from manufacture`, months: msg`{n} months from manufacture`, years: msg`{n} years from manufacture` },
  baking: { days: msg`{n} days from baking` },
};
const notes: Record<string, MessageDescriptor> = {
  'keep refrigerated': msg`keep refrigerated`,
  'refrigerate after opening': msg`refrigerate after opening`,
  'keep frozen': msg`keep frozen`,
  'store in a cool, dry place': msg`store in a cool, dry place`,
};

export function useShelfLife(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) =>
    text
      .split(';')
      .map((part) => {
        const said = part.trim();
        const period = /^(\d+) (day|week|month|year)s? from (packing|manufacture|baking)$/i.exec(said);
        const descriptor = period ? periods[period[3].toLowerCase()]?.[`${period[2].toLowerCase()}s`] : notes[said.toLowerCase()];
        const values = { n: period ? Number(period[1]) : undefined };
        return descriptor ? i18n._(descriptor.id, values, { message: descriptor.message }) : said;
      })
      .join('; ');
}
