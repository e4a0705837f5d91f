import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { signUpEmail } from '../auth.ts';
import { flagQuery, pageOf, pagingQuery, searchQuery } from './common.ts';
import { adminOrderSummary } from './orders.ts';

/** GET /api/admin/members */
export const adminMemberListQuery = pagingQuery.extend({
  search: searchQuery,
  role: z.enum(['member', 'admin'], { error: 'role must be member or admin.' }).optional(),
  status: z.enum(['active', 'disabled', 'closed'], { error: 'status must be active, disabled or closed.' }).optional(),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuery>;

export const adminMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  pincode: z.string(),
  role: z.enum(['member', 'admin']),
  /** 1 active, 0 disabled by the shop, 2 closed by the member. */
  status: z.number().int(),
  statusName: z.enum(['Active', 'Disabled', 'Closed']),
  joinedAt: z.string(),
  orderCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMember>;

export const adminMemberDetail = adminMember.extend({
  /** Rupees paid over orders that were not cancelled. */
  totalSpent: z.number(),
  addressCount: z.number().int(),
  recentOrders: z.array(adminOrderSummary),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

/** PUT /api/admin/members/:id/status: disable (signs the member out everywhere) or enable an account. */
export const adminMemberStatusInput = z.object({ active: z.boolean({ error: 'active must be true or false.' }) });

/**
 * POST /api/admin/members/:id/email: the shop sends a shopper's change of address link to the new address, for a
 * member who cannot log in to do it (a mistyped address, a lost mailbox); it changes when the link is opened there.
 */
export const adminMemberEmailInput = z.object({ email: signUpEmail });

export const adminMemberListReply = envelope(pageOf(adminMember));
export const adminMemberReply = envelope(adminMemberDetail);

/** GET /api/admin/messages */
export const adminMessageListQuery = pagingQuery.extend({ unread: flagQuery('unread').optional(), search: searchQuery });
export type AdminMessageListQuery = z.input<typeof adminMessageListQuery>;

export const adminMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  readAt: z.string().nullable(),
  /** The message as a grievance (decision 240): its ticket, state, deadlines and what is overdue now. */
  ticket: z.string(),
  state: z.enum(['open', 'acknowledged', 'resolved']),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  acknowledgementOverdue: z.boolean(),
  resolutionOverdue: z.boolean(),
});
export type AdminMessage = z.infer<typeof adminMessage>;

/** PUT /api/admin/messages/:id/resolve: what was done about the complaint. */
export const adminMessageResolveInput = z.object({
  note: z
    .string({ error: 'Please write what was done (the note).' })
    .trim()
    .min(1, { error: 'Please write what was done (the note).' })
    .max(2000, { error: 'The note must be at most 2000 characters.' }),
});
export type AdminMessageResolveInput = z.input<typeof adminMessageResolveInput>;

/** PUT /api/admin/messages/:id/read */
export const adminMessageReadInput = z.object({ read: z.boolean({ error: 'read must be true or false.' }) });

export const adminMessageListReply = envelope(pageOf(adminMessage).extend({ unreadCount: z.number().int(), overdueCount: z.number().int() }));
export const adminMessageReply = envelope(adminMessage);

/** GET /api/admin/subscribers and its CSV export. */
export const adminSubscriberListQuery = pagingQuery.extend({
  search: searchQuery,
  status: z.enum(['pending', 'confirmed', 'unsubscribed'], { error: 'status must be pending, confirmed or unsubscribed.' }).optional(),
});
export type AdminSubscriberListQuery = z.input<typeof adminSubscriberListQuery>;
export const adminSubscriberExportQuery = adminSubscriberListQuery.omit({ page: true, pageSize: true });

export const adminSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

export const adminSubscriberListReply = envelope(pageOf(adminSubscriber));
/** The CSV file itself (text/csv), one row per subscriber. */
export const adminSubscriberCsv = z.string();
