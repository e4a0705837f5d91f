// The back-in-stock mail (issue 17, part 3; decision 133): migration 0015's trigger closes a member's "notify me"
// request (modules/comeback) and queues its mail in the order mail outbox; the outbox worker (mail-outbox.ts) renders
// it here, so the outbox knows every mail it sends without depending on the module that takes the requests.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members, products, stockRequests } from '../../db/schema/index.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { composeMail, shopIdentity, type Mail } from '../mail/index.ts';

/** The back-in-stock mail of a closed request, with the product as it is now; null when there is nobody to mail. */
export async function renderBackInStockMail(app: FastifyInstance, stockRequestId: number): Promise<Mail | null> {
  const [[row], shop] = await Promise.all([
    app.db
      .select({ email: members.email, firstName: members.firstName, productId: products.id, name: products.name, packSize: products.packSize, pricePaise: products.pricePaise })
      .from(stockRequests)
      .innerJoin(members, eq(members.id, stockRequests.memberId))
      .innerJoin(products, eq(products.id, stockRequests.productId))
      .where(eq(stockRequests.id, stockRequestId))
      .orderBy(asc(stockRequests.id))
      .limit(1),
    shopIdentity(app.db, app.config.mailFrom),
  ]);
  if (!row?.email) return null;
  return composeMail({
    to: row.email,
    subject: `${row.name} is back in stock`,
    shopName: shop.name,
    greeting: `Namaste ${row.firstName},`,
    blocks: [
      { p: `Good news: ${row.name} (${row.packSize}) is back in stock at ${shop.name}, at ${formatPaiseAsINR(row.pricePaise)}. You asked us to tell you once; this is that mail.` },
      { button: { label: 'See the product', href: `${app.config.publicUrl.replace(/\/+$/, '')}/product/${row.productId}` } },
      { note: 'Stock can sell out again quickly. We have not put anything in your cart.' },
    ],
    footer: `You receive this mail because you asked ${shop.name} to tell you when this product is back in stock.`,
  });
}
