import { Trash2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminDeliveryOption, AdminDeliveryOptionInput, AdminDeliverySlot } from '@shop/contract/admin';
import { formatRupeesAsINR, slotHoursWords, todayInIndia } from '@shop/contract/format';
import { call } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../ui/Field';
import { useAdminMutation } from '../api/client';
import { useClosedDays, useDeliveryAreas, useDeliveryOptions, useDeliverySlots } from '../api/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { SkeletonRows, Table, Td, Th } from '../components/Table';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** /admin/delivery: each option's charges, where it delivers (pin codes, ranges, CSV import), its weekly slots and closed days. */
export function DeliveryPage() {
  const options = useDeliveryOptions();
  const [did, setDid] = useState(1);
  const option = options.data?.find((o) => o.id === did);
  return (
    <>
      <PageHeader title="Delivery" description="Where each delivery option goes, what it costs, and the slots shoppers book. Store pickup is open to everyone." />
      <div className="mb-4 max-w-xs">
        <SelectField label="Delivery option" value={did} onChange={(e) => setDid(Number(e.currentTarget.value))}>
          {(options.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      </div>
      {/* The small panels side by side; the areas and the week of slots take the whole width, so nothing is clipped at 1280 px. */}
      {option && (
        <div className="grid gap-5 xl:grid-cols-2">
          <ChargesPanel key={`charges-${option.id}`} option={option} />
          {option.needsAddress ? <ClosedDaysPanel did={option.id} /> : <Panel title="Where it goes">Store pickup needs no address: everyone can use it.</Panel>}
          {option.needsAddress && (
            <div className="min-w-0 xl:col-span-2">
              <AreasPanel did={option.id} />
            </div>
          )}
          {option.needsAddress && (
            <div className="min-w-0 xl:col-span-2">
              <SlotsPanel did={option.id} />
            </div>
          )}
        </div>
      )}
    </>
  );
}

function ChargesPanel({ option }: { option: AdminDeliveryOption }) {
  const [charge, setCharge] = useState(String(option.charge));
  const [freeAbove, setFreeAbove] = useState(option.freeAbove === null ? '' : String(option.freeAbove));
  const [sameDayUntil, setSameDayUntil] = useState(option.sameDayUntil ?? '');
  const save = useAdminMutation((body: AdminDeliveryOptionInput) => call('adminUpdateDeliveryOption', { params: { id: option.id }, body }), { refresh: ['delivery'] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ charge: Number(charge), freeAbove: freeAbove.trim() === '' ? null : Number(freeAbove), ...(option.slotCount === 0 && option.needsAddress ? { sameDayUntil: sameDayUntil || null } : {}) });
  };
  return (
    <Panel title="Charges">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField label="Charge (₹)" inputMode="decimal" value={charge} onChange={(e) => setCharge(e.currentTarget.value)} />
        <TextField label="Free above (₹, empty: never)" inputMode="decimal" value={freeAbove} onChange={(e) => setFreeAbove(e.currentTarget.value)} />
        {/* An option without slots (express) promises the same day to orders placed before this time. */}
        {option.slotCount === 0 && option.needsAddress && (
          <TextField label="Same-day orders until (empty: none)" type="time" value={sameDayUntil} onChange={(e) => setSameDayUntil(e.currentTarget.value)} />
        )}
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      </form>
      <p className="mt-2 text-xs text-stone-500">
        {option.areaCount} area{option.areaCount === 1 ? '' : 's'}, {option.slotCount} weekly slot{option.slotCount === 1 ? '' : 's'}. Now {formatRupeesAsINR(option.charge)}
        {option.freeAbove !== null && `, free above ${formatRupeesAsINR(option.freeAbove)}`}
        {option.sameDayUntil !== null && `, same day when ordered before ${option.sameDayUntil}`}.
      </p>
    </Panel>
  );
}

function AreasPanel({ did }: { did: number }) {
  const areas = useDeliveryAreas(did);
  const [form, setForm] = useState({ from: '', to: '', city: '', state: '' });
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<{ line: number; text: string; reason: string }[] | null>(null);
  const add = useAdminMutation((body: { did: number; from: string; to?: string; city: string; state: string }) => call('adminCreateDeliveryArea', { body }), { refresh: ['delivery'] });
  const remove = useAdminMutation((id: number) => call('adminDeleteDeliveryArea', { params: { id } }), { refresh: ['delivery'] });
  const importCsv = useAdminMutation((body: { did: number; csv: string }) => call('adminImportDeliveryAreas', { body }), { refresh: ['delivery'] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ did, from: form.from, to: form.to || undefined, city: form.city, state: form.state }, { onSuccess: () => setForm({ from: '', to: '', city: '', state: '' }) });
  };
  return (
    <Panel title="Where it delivers" padded={false}>
      <form onSubmit={submit} noValidate aria-label="Add an area" className="grid grid-cols-2 gap-3 border-b border-stone-100 p-4 sm:grid-cols-5 sm:items-end">
        <TextField label="Pin code (from)" inputMode="numeric" maxLength={6} value={form.from} onChange={(e) => setForm({ ...form, from: e.currentTarget.value })} />
        <TextField label="To (for a range)" inputMode="numeric" maxLength={6} value={form.to} onChange={(e) => setForm({ ...form, to: e.currentTarget.value })} />
        <TextField label="City" value={form.city} onChange={(e) => setForm({ ...form, city: e.currentTarget.value })} />
        <TextField label="State" value={form.state} onChange={(e) => setForm({ ...form, state: e.currentTarget.value })} />
        <Button type="submit" busy={add.isPending}>
          Add
        </Button>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          importCsv.mutate({ did, csv }, { onSuccess: (reply) => setReport(reply.data.rejected) });
        }}
        noValidate
        aria-label="Import areas from CSV"
        className="space-y-2 border-b border-stone-100 p-4"
      >
        <TextAreaField label="Import CSV: pin,city,state or from,to,city,state, one a line" rows={3} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} />
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-brand-800">
          <Upload aria-hidden className="size-4" /> Choose a CSV file
          <input type="file" accept=".csv,text/csv" className="sr-only" onChange={async (e) => setCsv(await (e.currentTarget.files?.[0]?.text() ?? Promise.resolve('')))} />
        </label>
        <div>
          <Button type="submit" variant="secondary" busy={importCsv.isPending} disabled={!csv.trim()}>
            Import
          </Button>
        </div>
        {report && report.length > 0 && (
          <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Rejected rows</p>
            <ul className="mt-1 list-disc pl-5">
              {report.map((r) => (
                <li key={r.line}>
                  Line {r.line} ({r.text}): {r.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
      <Table caption="Areas" head={<><Th>Pin codes</Th><Th>City</Th><Th>State</Th><Th><span className="sr-only">Actions</span></Th></>}>
        {!areas.data ? (
          <SkeletonRows columns={4} rows={3} />
        ) : (
          areas.data.map((a) => (
            <tr key={a.id}>
              <Td className="font-mono">{a.from === a.to ? a.from : `${a.from}–${a.to}`}</Td>
              <Td>{a.city}</Td>
              <Td>{a.state}</Td>
              <Td className="text-right">
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(a.id)} aria-label={`Remove ${a.from}–${a.to}`}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </Td>
            </tr>
          ))
        )}
      </Table>
    </Panel>
  );
}

type SlotInput = { did: number; weekday: number; from: string; to: string; capacity: number; cutoffHours: number; active: boolean };

/** The week's columns, Monday first as the shop's week is read. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/**
 * The weekly slots as a week: a row per time of day ("7–9 AM"), a column per weekday, each cell the orders it takes
 * (changed on leaving the box) and whether it is on. A time a day does not have shows a dash.
 */
function SlotsPanel({ did }: { did: number }) {
  const slots = useDeliverySlots(did);
  const [form, setForm] = useState({ weekday: 1, from: '07:00', to: '09:00', capacity: '20', cutoffHours: '2' });
  const create = useAdminMutation((body: SlotInput) => call('adminCreateDeliverySlot', { body }), { refresh: ['delivery'] });
  const update = useAdminMutation(({ id, ...body }: SlotInput & { id: number }) => call('adminUpdateDeliverySlot', { params: { id }, body }), { refresh: ['delivery'] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ did, weekday: form.weekday, from: form.from, to: form.to, capacity: Number(form.capacity), cutoffHours: Number(form.cutoffHours), active: true });
  };
  const save = (s: AdminDeliverySlot, change: Partial<Pick<AdminDeliverySlot, 'capacity' | 'active'>>) =>
    update.mutate({ id: s.id, did, weekday: s.weekday, from: s.from, to: s.to, capacity: s.capacity, cutoffHours: s.cutoffHours, active: s.active, ...change });
  const times = [...new Map((slots.data ?? []).map((s) => [`${s.from}-${s.to}`, { from: s.from, to: s.to }])).values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const at = (weekday: number, from: string, to: string) => slots.data?.find((s) => s.weekday === weekday && s.from === from && s.to === to);
  return (
    <Panel title="Weekly slots (India time)" padded={false}>
      <form onSubmit={submit} noValidate aria-label="Add a slot" className="grid grid-cols-2 gap-3 border-b border-stone-100 p-4 sm:grid-cols-3 lg:grid-cols-[10rem_8rem_8rem_7rem_7rem_auto] lg:items-end">
        <SelectField label="Day" value={form.weekday} onChange={(e) => setForm({ ...form, weekday: Number(e.currentTarget.value) })}>
          {weekOrder.map((i) => (
            <option key={i} value={i}>
              {weekdays[i]}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="time" value={form.from} onChange={(e) => setForm({ ...form, from: e.currentTarget.value })} />
        <TextField label="To" type="time" value={form.to} onChange={(e) => setForm({ ...form, to: e.currentTarget.value })} />
        <TextField label="Orders" inputMode="numeric" value={form.capacity} onChange={(e) => setForm({ ...form, capacity: e.currentTarget.value })} />
        <TextField label="Cut-off (hours)" inputMode="numeric" value={form.cutoffHours} onChange={(e) => setForm({ ...form, cutoffHours: e.currentTarget.value })} />
        <Button type="submit" busy={create.isPending}>
          Add slot
        </Button>
      </form>
      <Table
        caption="Weekly slots: orders each takes, by time and day"
        head={
          <>
            <Th>Time</Th>
            {weekOrder.map((i) => (
              <Th key={i}>{weekdays[i].slice(0, 3)}</Th>
            ))}
          </>
        }
      >
        {!slots.data ? (
          <SkeletonRows columns={8} rows={4} />
        ) : (
          times.map(({ from, to }) => {
            const words = slotHoursWords(from, to);
            const cutoffs = [...new Set(slots.data.filter((s) => s.from === from && s.to === to).map((s) => s.cutoffHours))];
            return (
              <tr key={`${from}-${to}`}>
                <Td>
                  <span className="block whitespace-nowrap font-medium text-stone-900">{words}</span>
                  <span className="block whitespace-nowrap text-xs text-stone-500">{cutoffs.length === 1 ? `closes ${cutoffs[0]} h before` : 'closes at different times'}</span>
                </Td>
                {weekOrder.map((weekday) => {
                  const s = at(weekday, from, to);
                  const name = `${weekdays[weekday]} ${words}`;
                  return (
                    <Td key={weekday}>
                      {s ? (
                        <span className={`flex items-center gap-1.5 ${s.active ? '' : 'opacity-50'}`}>
                          <input
                            aria-label={`Orders for ${name}`}
                            type="number"
                            min={0}
                            defaultValue={s.capacity}
                            onBlur={(e) => Number(e.currentTarget.value) !== s.capacity && save(s, { capacity: Number(e.currentTarget.value) })}
                            className="w-16 rounded-md border border-stone-300 px-2 py-1 text-sm tabular-nums"
                          />
                          <input type="checkbox" aria-label={`${name} on`} checked={s.active} onChange={() => save(s, { active: !s.active })} className="size-4 accent-brand-700" />
                        </span>
                      ) : (
                        <span className="text-stone-400" aria-label={`No ${name} slot`}>
                          —
                        </span>
                      )}
                    </Td>
                  );
                })}
              </tr>
            );
          })
        )}
      </Table>
      <p className="px-4 py-3 text-xs text-stone-500">Each box is how many orders the slot takes that day; untick it to switch the slot off (booked orders stay).</p>
    </Panel>
  );
}

function ClosedDaysPanel({ did }: { did: number }) {
  const closed = useClosedDays();
  const [day, setDay] = useState(todayInIndia());
  const [note, setNote] = useState('');
  const set = useAdminMutation((body: { did: number; day: string; closed: boolean; note?: string }) => call('adminSetClosedDay', { body }), { refresh: ['delivery'] });
  const mine = (closed.data ?? []).filter((c) => c.did === did);
  return (
    <Panel title="Closed days (holidays)">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          set.mutate({ did, day, closed: true, note }, { onSuccess: () => setNote('') });
        }}
        noValidate
        aria-label="Close a day"
        className="flex flex-wrap items-end gap-3"
      >
        <TextField label="Day" type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
        <TextField label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} placeholder="Diwali" />
        <Button type="submit" busy={set.isPending}>
          Close this day
        </Button>
      </form>
      <ul className="mt-3 divide-y divide-stone-100 text-sm">
        {mine.length === 0 && <li className="py-2 text-stone-500">No closed day ahead.</li>}
        {mine.map((c) => (
          <li key={c.day} className="flex items-center justify-between gap-3 py-2">
            <span>
              {c.day} {c.note && <span className="text-stone-500">· {c.note}</span>}
            </span>
            <Button size="sm" variant="secondary" onClick={() => set.mutate({ did, day: c.day, closed: false })}>
              Open again
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
