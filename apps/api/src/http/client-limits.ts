/**
 * Per-client rate limits (per address, counted by @fastify/rate-limit), against one machine hammering a call;
 * per-account and per-address rules live in the services. Generous, because many shoppers on an Indian mobile
 * network share one public address. One table, so the numbers can be read (and tested) in one place.
 */
export const clientLimits = {
  signUp: { max: 30, timeWindow: '10 minutes' },
  login: { max: 60, timeWindow: '1 minute' },
  codeRequest: { max: 20, timeWindow: '1 minute' },
  codeLogin: { max: 60, timeWindow: '1 minute' },
  /** The account calls that take a password or a mailed code as proof (changing the password, closing the account). */
  proof: { max: 10, timeWindow: '1 minute' },
  couponApply: { max: 60, timeWindow: '1 minute' },
  placeOrder: { max: 120, timeWindow: '1 minute' },
  orderSave: { max: 60, timeWindow: '1 minute' },
  /** A PDF invoice or credit note is drawn for each request. */
  taxDocument: { max: 60, timeWindow: '1 minute' },
  search: { max: 240, timeWindow: '1 minute' },
  suggest: { max: 480, timeWindow: '1 minute' },
} as const;
