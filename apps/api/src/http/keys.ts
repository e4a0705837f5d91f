import { hkdfSync } from 'node:crypto';

/** One key per use, so a value made for one purpose (a quote, a code hash) can never pass for another (a login). */
export type AppKeys = {
  /** Signs and checks login session tokens. */
  session: Uint8Array;
  /** Signs and checks order quote tokens. */
  quote: Uint8Array;
  /** Keys the hashes of e-mailed login codes. */
  loginCode: Uint8Array;
  /** Signs the links that confirm a sign-up's address. */
  emailConfirmation: Uint8Array;
  /** Signs the links that confirm a member's new address (decision 243). */
  emailChange: Uint8Array;
};

const derive = (secret: Uint8Array, info: string) => new Uint8Array(hkdfSync('sha256', secret, 'annapurna-shop', info, 32));

/** HKDF-SHA256 from AUTH_SECRET with a label per use; the same secret gives the same keys on every server. */
export function deriveKeys(secret: Uint8Array): AppKeys {
  return {
    session: derive(secret, 'session token v1'),
    quote: derive(secret, 'order quote token v1'),
    loginCode: derive(secret, 'login code hash v1'),
    emailConfirmation: derive(secret, 'email confirmation link v1'),
    emailChange: derive(secret, 'email change link v1'),
  };
}
