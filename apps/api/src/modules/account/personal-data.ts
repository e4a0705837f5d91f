import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MyData } from '@shop/contract';
import { addresses, cartLines, cities, members, newsletterSubscribers, orderLines, orders, products, sessions, states, stockRequests } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/reply.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { contactMessagesOf, grievanceState, ticketOf } from '../marketing/index.ts';

const rupees = (paise: number) => paise / 100;

/**
 * A copy of everything the shop holds about one member (DPDP Act s.11; decision 242), read by their own id only:
 * profile, addresses, orders with lines, cart, back-in-stock requests, newsletter, contact messages, sessions.
 * Columns are named one by one, so a password hash, a token or a quote id can never slip in.
 */
export async function myData(app: FastifyInstance, memberId: number): Promise<MyData> {
  const db = app.db;
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member?.email) throw unauthorized('Your session has expired. Please log in again.');
  const email = member.email.toLowerCase();
  const [addressRows, orderRows, cart, waiting, [newsletter], messages, sessionRows] = await Promise.all([
    db
      .select({ Title: addresses.title, Line1: addresses.line1, Line2: addresses.line2, Landmark: addresses.landmark, City: cities.name, State: states.name, PinCode: addresses.pinCode, ReceiverName: addresses.receiverName, ReceiverMobile: addresses.receiverMobile, SavedAt: addresses.createdAt, DeletedAt: addresses.deletedAt })
      .from(addresses)
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .innerJoin(states, eq(states.id, addresses.stateId))
      .where(eq(addresses.memberId, memberId))
      .orderBy(asc(addresses.id)),
    db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(asc(orders.id)),
    db.select({ Product: products.name, Quantity: cartLines.qty, Substitute: cartLines.substitute, AddedAt: cartLines.createdAt }).from(cartLines).innerJoin(products, eq(products.id, cartLines.productId)).where(eq(cartLines.memberId, memberId)).orderBy(asc(cartLines.id)),
    db.select({ Product: products.name, AskedAt: stockRequests.createdAt, ClosedAt: stockRequests.closedAt }).from(stockRequests).innerJoin(products, eq(products.id, stockRequests.productId)).where(eq(stockRequests.memberId, memberId)).orderBy(asc(stockRequests.id)),
    db.select({ Email: newsletterSubscribers.email, Status: newsletterSubscribers.status, SubscribedAt: newsletterSubscribers.createdAt, ConfirmedAt: newsletterSubscribers.confirmedAt }).from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email)).limit(1),
    contactMessagesOf(db, email),
    db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(asc(sessions.createdAt)),
  ]);
  const lines = orderRows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderRows.map((o) => o.id))).orderBy(asc(orderLines.id)) : [];
  return {
    ExportedAt: iso(new Date()),
    Profile: {
      Firstname: member.firstName,
      Lastname: member.lastName,
      Email: member.email,
      Mobile: member.mobile,
      Pincode: member.pincode,
      Language: member.language,
      HasPassword: member.passwordHash !== null,
      EmailConfirmedAt: isoOrNull(member.passwordConfirmedAt),
      JoinedAt: iso(member.createdAt),
    },
    Addresses: addressRows.map((a) => ({ ...a, SavedAt: iso(a.SavedAt), DeletedAt: isoOrNull(a.DeletedAt) })),
    Orders: orderRows.map((o) => ({
      OrderNumber: o.tranId,
      PlacedAt: iso(o.createdAt),
      Status: o.status,
      InvoiceNumber: o.invoiceNumber,
      PaymentMode: o.paymentMode,
      PaymentStatus: o.paymentStatus,
      UpiReference: o.upiRef,
      CustomerName: o.customerName,
      CustomerEmail: o.customerEmail,
      Address: o.address,
      Delivery: o.shippingOptionName,
      Slot: o.slotDay ? { Day: o.slotDay, From: o.slotFrom, To: o.slotTo } : null,
      Coupon: o.couponCode,
      Total: rupees(o.totalPaise),
      Discount: rupees(o.discountPaise + o.couponDiscountPaise),
      DeliveryCharge: rupees(o.deliveryPaise),
      Payable: rupees(o.payablePaise),
      Lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ Product: l.name, PackSize: l.packSize, Quantity: l.qty, UnitPrice: rupees(l.unitPricePaise), Total: rupees(l.totalPaise), Substitute: l.substitute, SubstitutedFor: l.substitutedFor })),
    })),
    Cart: cart.map((c) => ({ ...c, AddedAt: iso(c.AddedAt) })),
    BackInStockRequests: waiting.map((w) => ({ ...w, AskedAt: iso(w.AskedAt), ClosedAt: isoOrNull(w.ClosedAt) })),
    Newsletter: newsletter ? { ...newsletter, SubscribedAt: iso(newsletter.SubscribedAt), ConfirmedAt: isoOrNull(newsletter.ConfirmedAt) } : null,
    ContactMessages: messages.map((m) => ({
      Ticket: ticketOf(m.id, m.createdAt),
      Name: m.name,
      Email: m.email,
      Message: m.message,
      ReceivedAt: iso(m.createdAt),
      State: grievanceState(m),
      ResolutionNote: m.resolutionNote,
    })),
    Sessions: sessionRows.map((s) => ({ Device: s.userAgent, CreatedAt: iso(s.createdAt), ExpiresAt: iso(s.expiresAt), LastSeenAt: iso(s.lastSeenAt), EndedAt: isoOrNull(s.revokedAt) })),
  };
}
