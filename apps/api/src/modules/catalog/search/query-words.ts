import { fillerWords, hinglishNames } from './synonyms.ts';

/** Words beyond this are ignored: a pasted paragraph is still answered, from its first words. */
export const MAX_QUERY_WORDS = 8;
/** No grocery word is longer; longer runs of letters are cut so they cost nothing. */
const MAX_WORD_LENGTH = 30;
const MAX_NAME_WORDS = 3;

/** One thing the shopper asked for: a word, or a Hindi name of several words, and what else it may be called. */
export type WordGroup = {
  /** The shopper's words, as normalised. */
  words: string[];
  /** Other names of the same thing: English for a Hindi or Hinglish name ('aloo' -> potato), and the other way. */
  meanings: string[];
};

const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

const namesIndex = new Map<string, string[]>();
/** English shelf words to their everyday Hindi name, so 'turmeric' also finds Haldi Powder. */
const hindiIndex = new Map<string, string[]>();
for (const [names, meanings] of hinglishNames) {
  for (const name of names) namesIndex.set(normalise(name).split(/\s+/).join(' '), meanings.map(normalise));
  for (const meaning of meanings) {
    if (meaning.includes(' ') || meaning === names[0]) continue;
    hindiIndex.set(meaning, [...(hindiIndex.get(meaning) ?? []), names[0]]);
  }
}

/** The English shelf names of a Hindi or Hinglish name, or undefined when it is not one. */
export const meaningsOf = (name: string): string[] | undefined => namesIndex.get(name);

/** A word's other names: English for a Hindi or Hinglish name, the Hindi name for an English shelf word. */
export const otherNamesOf = (word: string): string[] => namesIndex.get(word) ?? hindiIndex.get(word) ?? [];

const units = 'kg|g|gm|gms|gram|grams|mg|ml|l|ltr|litre|litres|liter|pc|pcs|pack';
const unitSuffix = new RegExp(`^(\\d+(?:\\.\\d+)?)(${units})$`);
const packSizeWord = new RegExp(`^(\\d+(?:\\.\\d+)?|${units}|of)$`);

/** A word of a pack size ('500', 'g', 'pack', 'of'): it narrows the pack, it does not say what the product is. */
export const isPackSizeWord = (word: string) => packSizeWord.test(word);

/**
 * The searchable words of a query: runs of letters and digits of any script (and decimals such as 1.5), lower-cased;
 * everything else (punctuation, operators, quotes, emoji) only separates words. '500g' becomes '500 g', as pack
 * sizes are written.
 */
export function queryWords(raw: string): string[] {
  const words: string[] = [];
  // Invisible format characters (zero-width joiners) would otherwise split a Devanagari word in two.
  const text = normalise(raw).replace(/\p{Cf}/gu, '');
  for (const [word] of text.matchAll(/\d+(?:\.\d+)+[\p{L}\p{M}]*|[\p{L}\p{M}\p{N}]+/gu)) {
    const unit = unitSuffix.exec(word);
    if (unit) words.push(unit[1], unit[2]);
    else words.push(word.slice(0, MAX_WORD_LENGTH));
    if (words.length >= MAX_QUERY_WORDS) break;
  }
  const meaningful = words.filter((w) => !fillerWords.has(w));
  return (meaningful.length ? meaningful : words).slice(0, MAX_QUERY_WORDS);
}

/** Groups words into names: a Hindi name of several words ('kali mirch') is taken whole before its single words. */
export function groupWords(words: string[]): WordGroup[] {
  const groups: WordGroup[] = [];
  let i = 0;
  while (i < words.length) {
    let taken = 1;
    for (let size = Math.min(MAX_NAME_WORDS, words.length - i); size > 1; size--) {
      if (namesIndex.has(words.slice(i, i + size).join(' '))) {
        taken = size;
        break;
      }
    }
    const slice = words.slice(i, i + taken);
    const name = slice.join(' ');
    groups.push({ words: slice, meanings: otherNamesOf(name) });
    i += taken;
  }
  return groups;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

function similarityOf(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** pg_trgm's similarity of two single words (shared trigrams over all trigrams), computed here for the name table. */
export const wordSimilarity = (a: string, b: string) => similarityOf(trigrams(a), trigrams(b));

const singleWordNames = [...namesIndex.keys()].filter((name) => !name.includes(' ')).map((name) => ({ name, trigrams: trigrams(name) }));

/** The one-word Hindi or Hinglish name most like `word`, when at least `minimum` alike ('pyaaj' -> pyaaz). */
export function closestHindiName(word: string, minimum: number): string | undefined {
  const own = trigrams(word);
  let best: string | undefined;
  let bestScore = minimum;
  for (const candidate of singleWordNames) {
    const score = similarityOf(own, candidate.trigrams);
    if (score >= bestScore) {
      best = candidate.name;
      bestScore = score;
    }
  }
  return best;
}
