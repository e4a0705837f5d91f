import { eq } from 'drizzle-orm';
import type { SubstituteChoice } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/reply.ts';
import { cartLineOf, setLineSubstitute } from '../cart/index.ts';

/** POST /api/substitution: what the shop does if it runs short of a product in the member's cart (refused before any write). */
export async function setSubstitution(db: Db, memberId: number, productId: number, choice: SubstituteChoice) {
  const line = await cartLineOf(db, memberId, productId);
  if (!line) throw notFound('This product is not in your cart.');
  if (choice === 'call') {
    const [member] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId)).limit(1);
    if (!member?.mobile) throw badRequest('Please add your mobile number in Login & Security first: the shop calls it to ask.');
  }
  if (line.substitute !== choice) await setLineSubstitute(db, memberId, productId, choice);
  return line.name;
}
