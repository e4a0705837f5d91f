import { describe, expect, it } from 'vitest';
import { COMMON_SHARE, commonWords } from './common-words.ts';

describe('which words of a query are common (carried by many products) and only rank', () => {
  it('finds none in a one-word query, however common the word', () => {
    expect(commonWords([0.9])).toEqual([]);
  });

  it('finds a word carried by many products beside a rarer one', () => {
    // 'organic basmati' where nearly every product says organic.
    expect(commonWords([0.95, 0.01])).toEqual([0]);
    expect(commonWords([0.02, COMMON_SHARE])).toEqual([1]);
  });

  it('keeps the rarest word required even when every word is common', () => {
    // 'natural ghee': both common, ghee the rarer.
    expect(commonWords([0.16, 0.13])).toEqual([0]);
    expect(commonWords([0.15, 0.24, 0.11])).toEqual([0, 1]);
  });

  it('finds none when no word is common', () => {
    expect(commonWords([0.05, 0.01])).toEqual([]);
    expect(commonWords([COMMON_SHARE - 0.001, 0.001, 0.02])).toEqual([]);
  });

  it('leaves pack size words alone and never keeps them as the only word asked for', () => {
    // 'honey 250 g': honey is the word to ask for, however rare '250' is.
    expect(commonWords([0.11, null, null])).toEqual([]);
    expect(commonWords([0.2, 0.02, null])).toEqual([0]);
  });

  it('never keeps as the only word asked for one that no product of the sample carries', () => {
    // 'honey xylophonic'
    expect(commonWords([0.11, 0])).toEqual([]);
  });

  it('keeps one of two equally common words required', () => {
    expect(commonWords([0.3, 0.3])).toEqual([1]);
  });
});
