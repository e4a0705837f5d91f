/** Money is integer paise in the database; replies give rupees as numbers, messages and mails format them. */

/** Paise to rupees, as every reply gives money. */
export const rupeesFromPaise = (paise: number) => Math.round(paise) / 100;

/** Rupees (at most two decimals, checked by the contract) to paise. */
export const paiseFromRupees = (rupees: number) => Math.round(rupees * 100);

/** Paise as the shopper reads rupees in messages and mails: ₹1,234.50. */
export { formatPaiseAsINR } from '@shop/contract/format';
