/** A demo product's texts in Hindi: the one-sentence summary, the description and the region of origin. */
export type HindiDescription = {
  /** The summary (the row's shortDescription) in Hindi: one sentence. */
  short: string;
  /** The description in Hindi, sentence for sentence, each ending in "।". */
  description: string;
  /** The row's region of origin in Hindi, such as 'मेघालय' for 'Meghalaya' (the country is added by the seed). */
  origin: string;
};

/** One category file's Hindi texts, keyed by the product's exact English name. */
export type HindiDescriptions = Record<string, HindiDescription>;
