const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.00: rupees in the Indian digit grouping. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}

const wholeInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹300: whole rupees without paise, for amounts written in sentences (a threshold, a promise). */
export function formatWholeINR(rupees: number): string {
  return Number.isInteger(rupees) ? wholeInr.format(rupees) : formatINR(rupees);
}
