import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { badRequest, forbidden } from '../../http/reply.ts';

/** How long a shopper has between reviewing the order and placing it. */
export const quoteLifetimeMinutes = 15;
const audience = 'order-quote';

/** What a quote promises, money in paise: the lines at their prices, the coupon, the delivery and the payable total. */
const quoteClaims = z.object({
  jti: z.string().uuid(),
  sub: z.string().regex(/^\d+$/),
  did: z.number().int(),
  aid: z.number().int(),
  lines: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])).min(1),
  cpn: z.string().nullable(),
  cd: z.number().int(),
  dl: z.number().int(),
  pay: z.number().int(),
  /** How the order is paid: cod or upi (a quote signed before UPI existed has none: cash on delivery). */
  pm: z.enum(['cod', 'upi']).optional().default('cod'),
  /** The delivery slot's kid, for an option with slots; sa: the shop chose it (the earliest), so saving may take a later one. */
  sl: z.number().int().optional(),
  sa: z.boolean().optional(),
});
export type QuoteClaims = Omit<z.infer<typeof quoteClaims>, 'jti' | 'sub'> & { quoteId: string; memberId: number };
/** What signQuote is given (without pm: cash on delivery). */
type NewQuote = Omit<QuoteClaims, 'quoteId' | 'pm' | 'sl' | 'sa'> & { pm?: QuoteClaims['pm']; sl?: number; sa?: true };

/** Signs a quote with app.keys.quote (HS256, its own key and audience, so a login token is never a quote nor the reverse). */
export async function signQuote(secret: Uint8Array, claims: NewQuote): Promise<{ token: string; quoteId: string; expiresAt: Date }> {
  const quoteId = randomUUID();
  const expiresAt = new Date(Date.now() + quoteLifetimeMinutes * 60_000);
  const { memberId, ...rest } = claims;
  const token = await new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setSubject(String(memberId))
    .setJti(quoteId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, quoteId, expiresAt };
}

export const quoteExpiredMessage = 'Your order summary has expired. Please review your order and place it again.';

/**
 * Checks a quote's signature and owner; refuses with a message the shopper can act on. An expired quote is still
 * read (its signature checked) and marked `expired`, so a retry of a quote that already made an order can get that
 * order back; the caller refuses it otherwise.
 */
export async function verifyQuote(secret: Uint8Array, token: string, memberId: number): Promise<QuoteClaims & { expired: boolean }> {
  let payload: unknown;
  let expired = false;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience }));
  } catch (e) {
    // jose checks the signature and the audience before the expiry: an expired quote's payload is authentic.
    if (!(e instanceof errors.JWTExpired) || e.claim !== 'exp') throw badRequest('This order summary is not valid. Please review your order and place it again.');
    payload = e.payload;
    expired = true;
  }
  const parsed = quoteClaims.safeParse(payload);
  if (!parsed.success) throw badRequest('This order summary is not valid. Please review your order and place it again.');
  const { jti, sub, ...rest } = parsed.data;
  if (Number(sub) !== memberId) throw forbidden('This order summary belongs to another account.');
  return { ...rest, quoteId: jti, memberId, expired };
}
