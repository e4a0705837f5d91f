import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './words.ts';

describe('amount in words, Indian system', () => {
  it.each<[number, string]>([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [100, 'Rupees One Only'],
    [9905, 'Rupees Ninety-Nine and Five Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_23_456_70, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [1_23_45_678_90, 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only'],
    [10_00_00_000_00, 'Rupees Ten Crore Only'],
    [1000_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [1234_56_78_901_11, 'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One and Eleven Paise Only'],
    [31_500, 'Rupees Three Hundred Fifteen Only'],
    [11_019_19, 'Rupees Eleven Thousand Nineteen and Nineteen Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts in lakhs and crores, not millions', () => {
    expect(indianNumberInWords(1_000_000)).toBe('Ten Lakh');
    expect(indianNumberInWords(99_99_999)).toBe('Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
