import type { FastifyInstance } from 'fastify';
import { updateMember } from '../auth/index.ts';
import type { SignedInMember } from '../session/index.ts';

/** Keeps the member's mobile number (issue 33): the rider calls it when a delivery address names none of its own. */
export async function setMobile(app: FastifyInstance, who: SignedInMember, mobile: string): Promise<string> {
  await updateMember(app.db, who.id, { mobile });
  return mobile;
}
