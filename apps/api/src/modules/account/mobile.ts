import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index.ts';
import type { SignedInMember } from '../session/index.ts';

/** Keeps the member's mobile number (issue 33): the rider calls it when a delivery address names none of its own. */
export async function setMobile(app: FastifyInstance, who: SignedInMember, mobile: string): Promise<string> {
  await app.db.update(members).set({ mobile }).where(eq(members.id, who.id));
  return mobile;
}
