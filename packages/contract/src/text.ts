/**
 * A text for a person, carried to where it is shown (decision 283): its Lingui message id (the English with `{0}`,
 * `{1}`… where the values go, as the catalogues packages/contract/src/locales/{en,hi}.po key it), its values, and its
 * English, written exactly as a template literal would. English costs nothing more than the template literal did;
 * another language looks the id up in its catalogue and puts the values in (a value that is itself a Text is
 * translated too). `npm run i18n:extract` collects every text tagged m or said in the API and the contract.
 */
export class Text {
  constructor(
    readonly id: string,
    readonly values: Readonly<Record<string, string | Text>> | undefined,
    readonly english: string,
  ) {}

  toString() {
    return this.english;
  }
}

/** m, as a template tag (Only ${n} left.): the Text with id `Only {0} left.`, the value `n` and the English `Only 3 left.`. */
export function m(strings: TemplateStringsArray, ...values: unknown[]): Text {
  if (values.length === 0) return new Text(strings[0], undefined, strings[0]);
  let id = strings[0];
  let english = strings[0];
  const kept: Record<string, string | Text> = {};
  values.forEach((value, i) => {
    id += `{${i}}${strings[i + 1]}`;
    english += String(value) + strings[i + 1];
    kept[i] = value instanceof Text ? value : String(value);
  });
  return new Text(id, kept, english);
}

const remembered = new Map<string, Text>();

/**
 * said, as a template tag (${label} is required.): the English string, for a text that must travel as a string (a zod message of the
 * contract's schemas), remembered with its id and values so that `textOf` finds them again. Only for values fixed
 * when the schemas are made (field labels, limits): the memory holds one entry per distinct text.
 */
export function said(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = m(strings, ...values);
  if (text.values) remembered.set(text.english, text);
  return text.english;
}

/** A message as it can be translated: a Text as it is, a string said made as its Text, any other string is its own id. */
export const textOf = (message: string | Text): string | Text => (typeof message === 'string' ? (remembered.get(message) ?? message) : message);

/**
 * A message through a catalogue: `say` gives the translation of an id with its values, or undefined when the
 * catalogue lacks it (then the English stays, rather than the message being lost). Values that are Texts go first.
 */
export function translated(message: string | Text, say: (id: string, values?: Record<string, string>) => string | undefined): string {
  const text = textOf(message);
  if (typeof text === 'string') return say(text) ?? text;
  if (!text.values) return say(text.id) ?? text.english;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.values)) values[name] = typeof value === 'string' ? value : translated(value, say);
  return say(text.id, values) ?? text.english;
}

/** A string the catalogue has (a status word) as a Text, so that as a value of another Text it is translated too. */
export const wordText = (english: string): Text => new Text(english, undefined, english);
