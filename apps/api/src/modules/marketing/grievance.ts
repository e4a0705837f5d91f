import { indiaDay } from '../../lib/time.ts';

/**
 * A contact message is a grievance (Consumer Protection (E-Commerce) Rules 2020 rule 4(5), decision 240): it gets a
 * ticket, is acknowledged within 48 hours and resolved within a month of its receipt.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

/** GRV2611-000042: GRV, the year and month it was received (India time), and the message's number. */
export function ticketOf(id: number, receivedAt: Date): string {
  const day = indiaDay(receivedAt);
  return `GRV${day.slice(2, 4)}${day.slice(5, 7)}-${String(id).padStart(6, '0')}`;
}

export const acknowledgeBy = (receivedAt: Date): Date => new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3_600_000);

/** One calendar month after receipt (the 31 January's falls on the last day of February). */
export function resolveBy(receivedAt: Date): Date {
  const due = new Date(receivedAt);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + 1);
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due;
}

export type GrievanceState = 'open' | 'acknowledged' | 'resolved';

export function grievanceState(m: { acknowledgedAt: Date | null; resolvedAt: Date | null }): GrievanceState {
  if (m.resolvedAt) return 'resolved';
  return m.acknowledgedAt ? 'acknowledged' : 'open';
}

/** What is late at `now`: no acknowledgement 48 hours after receipt, no resolution a month after it. */
export function overdueOf(m: { createdAt: Date; acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date) {
  return {
    acknowledgementOverdue: !m.acknowledgedAt && !m.resolvedAt && now > acknowledgeBy(m.createdAt),
    resolutionOverdue: !m.resolvedAt && now > resolveBy(m.createdAt),
  };
}
