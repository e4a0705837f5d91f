import { useMutation } from '@tanstack/react-query';
import type { ContactInput, Envelope, NewsletterReply, NewsletterSubscribeInput } from '@shop/contract';
import { api } from '../../lib/api';

/** POST /api/newsletter/subscribe: the reply's msg says what happened (sent, sent again, already subscribed). */
export function useSubscribe() {
  return useMutation({ mutationFn: (input: NewsletterSubscribeInput) => api.post<NewsletterReply>('/api/newsletter/subscribe', input) });
}

/** POST /api/contact */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactInput) => api.post<Envelope<null>>('/api/contact', input) });
}

export type NewsletterAction = 'confirm' | 'unsubscribe';
/** Follows a link from the newsletter mail: confirms or unsubscribes the address its token names. */
export const followNewsletterLink = (action: NewsletterAction, token: string) => api.post<NewsletterReply>(`/api/newsletter/${action}`, { token });
