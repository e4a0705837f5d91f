import type { FastifyInstance } from 'fastify';
import type { ShopLanguage } from '@shop/contract';
import { updateMember } from '../auth/index.ts';
import type { SignedInMember } from '../session/index.ts';

/** Keeps the member's language (decision 146): the shop shows it after login, and their mails are written in it. */
export async function setLanguage(app: FastifyInstance, who: SignedInMember, language: ShopLanguage): Promise<ShopLanguage> {
  await updateMember(app.db, who.id, { language });
  return language;
}
