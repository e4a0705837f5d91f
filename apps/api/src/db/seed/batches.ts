/**
 * The demo shop's batches (issue 35, decision 270): the oils, ghee and ground spices arrive in two batches each, an
 * older one half through its shelf life and a fresh one, so the product page's best before, the back office's
 * batches and the picking list's batch names show something. Dated from the day the demo shop is loaded; their units
 * add up to the product's stock.
 */
export const BATCHED_SUBCATEGORIES = ['Cold-Pressed Oils', 'Ghee & Butter Oil', 'Ground Spices'];

type Seeded = { id: number; stock: number; bestBefore: string | null };
const day = (from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function demoBatches(rows: Seeded[], today: string) {
  return rows.flatMap((p) => {
    const months = /^(\d+) months? from packing/.exec(p.bestBefore ?? '');
    if (!months || p.stock < 2) return [];
    const life = Number(months[1]) * 30;
    const older = Math.floor(p.stock * 0.4);
    const batch = (packedOn: string, quantity: number) => ({
      productId: p.id,
      batchNo: `AO${packedOn.replaceAll('-', '').slice(2)}-${p.id}`,
      packedOn,
      expiresOn: day(packedOn, life),
      receivedOn: day(packedOn, 3),
      quantityReceived: quantity,
      quantityLeft: quantity,
    });
    return [batch(day(today, -Math.round(life / 2)), older), batch(day(today, -15), p.stock - older)];
  });
}
