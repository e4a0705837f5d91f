import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ShopLanguage } from '@shop/contract';
import { members } from '../../db/schema/index.ts';
import type { SignedInMember } from '../session/index.ts';

/** Keeps the member's language (decision 146): the shop shows it after login, and their mails are written in it. */
export async function setLanguage(app: FastifyInstance, who: SignedInMember, language: ShopLanguage): Promise<ShopLanguage> {
  await app.db.update(members).set({ language }).where(eq(members.id, who.id));
  return language;
}
