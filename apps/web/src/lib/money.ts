const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.00: rupees in the Indian digit grouping. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}
