import { useMutation } from '@tanstack/react-query';
import type { ContactInput, NewsletterSubscribeInput } from '@shop/contract';
import { call } from '../../lib/api';

/** POST /api/newsletter/subscribe: the reply's msg says what happened (sent, sent again, already subscribed). */
export function useSubscribe() {
  return useMutation({ mutationFn: (input: NewsletterSubscribeInput) => call('subscribe', { body: input }) });
}

/** POST /api/contact */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactInput) => call('contact', { body: input }) });
}

export type NewsletterAction = 'confirm' | 'unsubscribe';
/** Follows a link from the newsletter mail: confirms or unsubscribes the address its token names. */
export const followNewsletterLink = (action: NewsletterAction, token: string) => call(action === 'confirm' ? 'confirmSubscription' : 'unsubscribe', { body: { token } });
