import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminDashboard } from '@shop/contract/admin';
import { formatRupeesAsINR } from '@shop/contract/format';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const short = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
const compactINR = (n: number) => (n >= 1000 ? `₹${(n / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}k` : `₹${n}`);

/** Orders (bars) and revenue (line) of each of the last 30 days. Recharts is heavy, so this file is its own chunk. */
export default function SalesChart({ days }: { days: AdminDashboard['days'] }) {
  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="day" tickFormatter={short} tick={{ fontSize: 12, fill: '#78716c' }} interval="preserveStartEnd" minTickGap={24} tickLine={false} axisLine={{ stroke: '#d6d3d1' }} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12, fill: '#78716c' }} width={32} tickLine={false} axisLine={false} />
          <YAxis yAxisId="revenue" orientation="right" tickFormatter={compactINR} tick={{ fontSize: 12, fill: '#78716c' }} width={56} tickLine={false} axisLine={false} />
          <Tooltip
            labelFormatter={(day) => short(String(day))}
            formatter={(value, name) => (name === 'Revenue' ? [formatRupeesAsINR(Number(value)), name] : [value, name])}
            contentStyle={{ borderRadius: 8, borderColor: '#d6d3d1', fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} formatter={(value) => <span style={{ color: '#44403c' }}>{value}</span>} />
          <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#86efac" radius={[4, 4, 0, 0]} maxBarSize={18} />
          <Line yAxisId="revenue" dataKey="revenue" name="Revenue" stroke="#15803d" strokeWidth={2} dot={false} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
