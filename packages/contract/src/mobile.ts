import { said } from './text.ts';
import { z } from 'zod';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '').replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');

/**
 * An Indian mobile number as people write it ("98765 43210", "+91-98765-43210", "098765 43210"), kept as its 10
 * digits: the first 6 to 9, as every mobile number in India starts (issue 33: the number the rider calls). With
 * `empty`, '' is taken too (a field a client of the original call table never fills).
 */
export const mobileRule = (label = 'Mobile number', { empty = false } = {}) =>
  z
    .string({ error: said`${label} must be text.` })
    .trim()
    .max(20, { error: said`${label} must be a 10-digit mobile number, such as 98765 43210.` })
    .transform(digitsOf)
    .pipe(z.string().regex(empty ? /^(?:[6-9]\d{9})?$/ : /^[6-9]\d{9}$/, { error: said`${label} must be a 10-digit mobile number, such as 98765 43210.` }));

/** A mobile number that may be left empty (''). */
export const optionalMobileRule = (label?: string) => mobileRule(label, { empty: true });
