/** An amount in words in the Indian system (lakh, crore), as invoices write it: "Rupees One Lakh … and Seventy Paise Only". */

const ones = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Seven", "Twenty-Three". */
function belowHundred(n: number): string {
  if (n < 20) return ones[n];
  return n % 10 ? `${tens[Math.floor(n / 10)]}-${ones[n % 10]}` : tens[n / 10];
}

/** 1–999: "Four Hundred Fifty-Six". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in the Indian system: crore (10⁷), lakh (10⁵), thousand, hundred; above 99 crore the crores are counted the same way ("One Thousand Crore"). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole amount: ${n}`);
  if (n === 0) return ones[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Paise in words: 12345670 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const paiseWords = p ? ` and ${belowHundred(p)} ${p === 1 ? 'Paisa' : 'Paise'}` : '';
  return `Rupees ${indianNumberInWords(rupees)}${paiseWords} Only`;
}
