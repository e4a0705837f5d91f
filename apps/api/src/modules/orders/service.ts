import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { OrderDetails, OrderListItem } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderLines, orders, orderStatusHistory, products, shippingOptions } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import type { PaymentStatusCode } from '@shop/contract/format';
import type { Language } from '../../i18n/translate.ts';
import { slotWordsOf } from './slot-words.ts';
import type { SubstituteChoice } from '@shop/contract';
import { OrderStatus, PaymentStatus } from './status.ts';
import { orderWordsIn } from './order-words.ts';
import { upiPaymentRequest } from '../payments/index.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { rupeesFromPaise } from '../../lib/money.ts';


/** GET /api/myorderlist: every order of the member, newest first, with its item count (one query). */
export async function listMemberOrders(db: Db, memberId: number, language: Language = 'en'): Promise<OrderListItem[]> {
  const rows = await db
    .select({
      id: orders.id,
      tranId: orders.tranId,
      invoiceNumber: orders.invoiceNumber,
      invoiceDate: orders.invoiceDate,
      payablePaise: orders.payablePaise,
      status: orders.status,
      paymentMode: orders.paymentMode,
      paymentStatus: orders.paymentStatus,
      refundDuePaise: orders.refundDuePaise,
      refundRef: orders.refundRef,
      slotDay: orders.slotDay,
      slotFrom: orders.slotFrom,
      slotTo: orders.slotTo,
      itemCount: sql<number>`(select coalesce(sum(l.qty), 0) from ${orderLines} l where l.order_id = ${orders}.id)::int`,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const words = orderWordsIn(language);
  return rows.map((r) => ({
    id: r.id,
    TranID: r.tranId,
    InvoiceDate: iso(r.invoiceDate),
    PaybleTotal: rupeesFromPaise(r.payablePaise),
    CurrentStatus: words.status(r.status),
    StatusCode: r.status,
    InvoiceNumber: r.invoiceNumber,
    ItemCount: r.itemCount,
    paymentMode: words.mode(r.paymentMode),
    PaymentStatus: words.payment(r.paymentStatus),
    PaymentStatusCode: r.paymentStatus as PaymentStatusCode,
    DeliverySlot: slotWordsOf(r, language),
    RefundDue: rupeesFromPaise(r.refundDuePaise),
    RefundRef: r.refundRef,
  }));
}

/** The words of a slot's day in the language asked for (English: the contract's default). */

/**
 * A substitute line keeps only the short item's English name (decision 126): its Hindi name is the one of the product
 * of that name today (the lowest id if two share it); read only for substitute lines, which are few.
 */
const substitutedForHindiName = sql<string | null>`case when ${orderLines.substitutedFor} is null then null else (select p.hindi_name from ${products} p where p.name = ${orderLines.substitutedFor} order by p.id limit 1) end`;

/** The full order row of one of the member's own orders; another member's order reads as missing. */
export async function ownOrder(db: DbOrTx, memberId: number, id: number) {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.memberId, memberId))).limit(1);
  if (!order) throw notFound('No such order.');
  return order;
}

/** GET /api/myorderdetails: Table, Table1 and Table2 (docs/product.md#checkout-and-order-calls), plus address, history and whether it can be cancelled. */
export async function memberOrderDetails(db: DbOrTx, memberId: number, id: number, language: Language = 'en'): Promise<OrderDetails> {
  const order = await ownOrder(db, memberId, id);
  const [lines, history, [option]] = await Promise.all([
    db
      .select({ ...getTableColumns(orderLines), hindiName: products.hindiName, substitutedForHindiName: substitutedForHindiName })
      .from(orderLines).leftJoin(products, eq(products.id, orderLines.productId)).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    // The option's Hindi name for a shopper reading Hindi; the order keeps the English name it was placed with.
    language === 'hi' ? db.select({ hindiName: shippingOptions.hindiName }).from(shippingOptions).where(eq(shippingOptions.id, order.shippingOptionId)) : [],
  ]);
  const words = orderWordsIn(language);
  const statusSince = history.filter((h) => h.status === order.status).at(-1)?.createdAt ?? order.createdAt;
  return {
    Table: [
      { OrderID: order.id, TranID: order.tranId, PlacedAt: iso(order.createdAt) },
      { CustomerName: order.customerName, ShippingOptionID: order.shippingOptionId, ShippingOption: option?.hindiName ?? order.shippingOptionName },
      { Status: order.status, StatusName: words.status(order.status), StatusDate: iso(statusSince) },
    ],
    Table1: [
      {
        InvoiceNumber: order.invoiceNumber,
        InvoiceDate: iso(order.invoiceDate),
        CreditNoteNumber: order.creditNoteNumber,
        paymentMode: words.mode(order.paymentMode),
        TotalAmount: rupeesFromPaise(order.totalPaise),
        PaybleTotal: rupeesFromPaise(order.payablePaise),
        Discount: rupeesFromPaise(order.discountPaise),
        ItemsTotal: rupeesFromPaise(order.totalPaise - order.discountPaise),
        CouponCode: order.couponCode,
        CouponDiscount: rupeesFromPaise(order.couponDiscountPaise),
        DeliveryCharge: rupeesFromPaise(order.deliveryPaise),
        PaymentStatus: words.payment(order.paymentStatus),
        PaymentStatusCode: order.paymentStatus as PaymentStatusCode,
        UpiRef: order.upiRef,
        PaidAt: isoOrNull(order.paidAt),
        DeliverySlot: slotWordsOf(order, language),
        RefundDue: rupeesFromPaise(order.refundDuePaise),
        RefundRef: order.refundRef,
        RefundDate: isoOrNull(order.refundedAt),
      },
    ],
    Table2: lines.map((l, i) => ({
      Sno: i + 1,
      Pimg: l.image,
      Name: l.name,
      HindiName: l.hindiName,
      Pack_Size: l.packSize,
      UnitPrice: rupeesFromPaise(l.unitPricePaise),
      ProductQuantity: l.qty,
      Discount: rupeesFromPaise(l.discountPaise),
      TotalAmount: rupeesFromPaise(l.totalPaise),
      pid: l.productId,
      MRP: rupeesFromPaise(l.mrpPaise),
      Substitute: l.substitute as SubstituteChoice,
      SubstitutedFor: l.substitutedFor,
      SubstitutedForHindiName: l.substitutedForHindiName,
    })),
    Address: order.address ?? null,
    History: history.map((h) => ({ Status: h.status, StatusName: words.status(h.status), Note: words.note(h), At: iso(h.createdAt) })),
    CanCancel: order.status === OrderStatus.Pending,
    UpiPayment: await paymentRequestOf(db, order),
  };
}

/** The payment request of a UPI order still awaiting its payment (link and QR code); null for any other order. */
export async function paymentRequestOf(db: DbOrTx, order: { tranId: string; payablePaise: number; paymentStatus: string; upiPayee: string | null; paymentDueAt: Date | null }) {
  if (order.paymentStatus !== PaymentStatus.Awaiting || !order.upiPayee || !order.paymentDueAt) return null;
  return upiPaymentRequest(db, { tranId: order.tranId, payablePaise: order.payablePaise, upiPayee: order.upiPayee, paymentDueAt: order.paymentDueAt });
}
