// The Bestseller badge from real sales (issue 35, decision 261): the 8 products with the most units ordered over the
// last 30 days (cancelled orders left out), ranked in products.bestseller_rank. Refreshed at start and every hour; a
// rank that changes is a catalogue change (migration 0012's trigger), so the kept replies are renewed with it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderStatusCodes } from '@shop/contract/format';
import type { Db } from '../../db/client.ts';
import { keepDoing } from '../../lib/periodic.ts';

/** How many products carry the badge, and the window of sales counted. */
export const BESTSELLER_COUNT = 8;
export const BESTSELLER_DAYS = 30;
const REFRESH_MS = 3_600_000;

/** Ranks the bestsellers as of `now`; only rows whose rank changes are written. */
export async function refreshBestsellers(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`
    with sales as (
      select l.product_id, row_number() over (order by sum(l.qty) desc, l.product_id) as rank
      from order_lines l join orders o on o.id = l.order_id
      where o.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${BESTSELLER_DAYS}) and o.created_at <= ${now.toISOString()}::timestamptz
        and o.status <> ${orderStatusCodes.Cancelled}
      group by l.product_id
      order by rank
      limit ${BESTSELLER_COUNT}
    )
    update products p set bestseller_rank = s.rank
    from products q left join sales s on s.product_id = q.id
    where p.id = q.id and p.bestseller_rank is distinct from s.rank`);
}

/** Refreshes the ranks once the app is ready and then hourly, until it closes. */
export function keepBestsellers(app: FastifyInstance): void {
  keepDoing(app, { intervalMs: REFRESH_MS, task: () => refreshBestsellers(app.db), failure: 'The bestsellers were not refreshed.' });
}
