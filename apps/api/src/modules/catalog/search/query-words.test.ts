import { describe, expect, it } from 'vitest';
import { groupWords, MAX_QUERY_WORDS, queryWords, wordSimilarity } from './query-words.ts';
import { hinglishNames } from './synonyms.ts';

describe('reading the words of a query', () => {
  it('keeps letters and digits of any script and drops operators, quotes and emoji', () => {
    expect(queryWords(`Basmati & (Rice | !dal):* 'x' "y" \\ 🙂`)).toEqual(['basmati', 'rice', 'dal', 'x', 'y']);
    expect(queryWords('आलू प्याज़')).toEqual(['आलू', 'प्याज़']);
  });

  it('finds no words in symbols only', () => {
    expect(queryWords('&|!():* \'"\\ 🙂 <-> %_')).toEqual([]);
  });

  it("splits a pack size written together ('500g') as pack sizes are written", () => {
    expect(queryWords('atta 5kg 500g 1.5L')).toEqual(['atta', '5', 'kg', '500', 'g', '1.5', 'l']);
  });

  it('drops filler words when other words remain', () => {
    expect(queryWords('sarson ka tel')).toEqual(['sarson', 'tel']);
    expect(queryWords('the')).toEqual(['the']);
  });

  it(`reads at most ${MAX_QUERY_WORDS} words and cuts absurdly long ones`, () => {
    expect(queryWords('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords('x'.repeat(500))[0]).toHaveLength(30);
  });

  it('reads full-width and ligature letters as plain ones', () => {
    expect(queryWords('ＲＩＣＥ ﬁne')).toEqual(['rice', 'fine']);
  });
});

describe('grouping words into names', () => {
  it('takes a Hindi name of several words whole', () => {
    expect(groupWords(['kali', 'mirch', 'powder'])).toEqual([
      { words: ['kali', 'mirch'], meanings: ['black pepper'] },
      { words: ['powder'], meanings: [] },
    ]);
  });

  it('gives a Hindi name its English shelf names, and an English word its Hindi name', () => {
    expect(groupWords(['aloo'])[0].meanings).toEqual(['potato']);
    expect(groupWords(['turmeric'])[0].meanings).toEqual(['haldi']);
  });
});

describe('the table of Hindi and Hinglish names', () => {
  it('has at least 70 names besides the nine of the brief, each of which it knows', () => {
    expect(hinglishNames.length).toBeGreaterThanOrEqual(79);
    const all = new Map(hinglishNames.flatMap(([names, meanings]) => names.map((n) => [n, meanings] as const)));
    expect(all.get('aloo')).toContain('potato');
    expect(all.get('pyaaz')).toContain('onion');
    expect(all.get('atta')).toContain('wheat flour');
    expect(all.get('dahi')).toContain('curd');
    expect(all.get('haldi')).toContain('turmeric');
    expect(all.get('chawal')).toContain('rice');
    expect(all.get('dal')).toContain('lentils');
    expect(all.get('jeera')).toContain('cumin');
    expect(all.has('ghee')).toBe(true);
  });

  it('writes every name in lower case, once, with English meanings', () => {
    const seen = new Set<string>();
    for (const [names, meanings] of hinglishNames) {
      expect(meanings.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(name).toBe(name.toLowerCase().trim());
        expect(seen.has(name), `'${name}' appears twice`).toBe(false);
        seen.add(name);
      }
    }
  });
});

describe('similarity of words', () => {
  it("scores like pg_trgm: 'hony' is close to 'honey', far from 'rice'", () => {
    expect(wordSimilarity('hony', 'honey')).toBeCloseTo(3 / 8);
    expect(wordSimilarity('hony', 'rice')).toBe(0);
    expect(wordSimilarity('rice', 'rice')).toBe(1);
  });
});
