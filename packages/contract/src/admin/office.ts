import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { pageOf, pagingQuery } from './common.ts';
import { adminOrderSummary } from './orders.ts';

/** GET /api/admin/me: who is signed in to the back office. */
export const adminMe = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
export type AdminMe = z.infer<typeof adminMe>;
export const adminMeReply = envelope(adminMe);

/** GET /api/admin/dashboard */
export const adminDashboard = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  /** The last 30 days, oldest first, one entry a day (Indian time); cancelled orders are left out. */
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.number() })),
  pendingCount: z.number().int(),
  /** Pending orders past their due day (issue 33). */
  overdueCount: z.number().int(),
  /** The oldest orders still waiting to be shipped. */
  waiting: z.array(adminOrderSummary),
  lowStockCount: z.number().int(),
  lowStock: z.array(z.object({ id: z.number().int(), name: z.string(), packSize: z.string(), image: z.string(), stock: z.number().int(), minQty: z.number().int() })),
  unreadMessages: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardReply = envelope(adminDashboard);

/** POST /api/admin/uploads?kind=: one picture as multipart form data (field "file"). */
export const adminUploadQuery = z.object({
  kind: z.enum(['product', 'category', 'banner'], { error: 'kind must be product, category or banner.' }),
});
export type AdminUploadKind = z.infer<typeof adminUploadQuery>['kind'];
export const adminUpload = z.object({
  /** The picture to store on the product, category or banner. */
  image: z.string(),
  /** A smaller copy for lists. */
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminUpload = z.infer<typeof adminUpload>;
export const adminUploadReply = envelope(adminUpload);

/** GET /api/admin/audit */
export const adminAuditQuery = pagingQuery.extend({
  entity: z.string().trim().max(40, { error: 'entity is too long.' }).optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;
export const adminAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
export const adminAuditReply = envelope(pageOf(adminAuditEntry));
