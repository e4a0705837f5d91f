// What the machine does while the mixed load runs (scripts/bench/mixed-load.ts): the CPU time of each process taking
// part (API processes, nginx, the PostgreSQL backends of the bench's database, the load generator itself) and of the
// whole machine, from /proc; and what those PostgreSQL backends are doing, sampled from pg_stat_activity.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

const ticksPerSecond = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(out.stdout?.trim());
  return Number.isFinite(n) && n > 0 ? n : 100;
})();

/** CPU seconds (user + system) a process has used so far, or null when it is gone. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** The children of a process (nginx's workers under its master). */
export function childPids(parent: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Busy and total CPU time of the whole machine (all cores), in clock ticks. */
function machineTicks(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpu.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  // idle and iowait
  return { busy: total - values[3] - (values[4] ?? 0), total };
}

/** `shop`: a process serving the shop (API, nginx, PostgreSQL); `load`: the load generator. */
export type CpuShare = { label: string; percentOfCore: number; part: 'shop' | 'load' };
export type DatabaseActivity = {
  samples: number;
  /** Mean backends of the bench's database running a statement, and waiting in an open transaction for the API. */
  activeMean: number;
  idleInTransactionMean: number;
  connectionsMean: number;
  /** Share of active-backend samples per wait event ('CPU' when not waiting). */
  waits: { event: string; share: number }[];
  /** The statements backends waited in for a lock (its first words), with their share of the lock-wait samples. */
  lockedStatements: { statement: string; share: number }[];
};
export type Monitored = { cpu: CpuShare[]; machineBusyPercent: number; cores: number; database: DatabaseActivity };

type Group = { label: string; pids: () => number[] | Promise<number[]> };

/**
 * Starts watching: call stop() at the end of the measured window. Groups are read at both ends (a process that
 * appears meanwhile counts from zero); the database is sampled every 250 ms on a connection of its own.
 */
export async function watch(opts: { groups: Group[]; databaseUrl: string; databaseName: string; cores: number }) {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  const ownPid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
  const backends = async () =>
    (await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> $2', [opts.databaseName, ownPid])).rows.map((r) => Number(r.pid));

  const groups: Group[] = [...opts.groups, { label: 'PostgreSQL (the backends of the bench database)', pids: backends }];
  const read = async () => {
    const out = new Map<string, Map<number, number>>();
    for (const g of groups) {
      const m = new Map<number, number>();
      for (const pid of await g.pids()) {
        const s = cpuSeconds(pid);
        if (s !== null) m.set(pid, s);
      }
      out.set(g.label, m);
    }
    return out;
  };
  const startedAt = performance.now();
  const selfStart = process.cpuUsage();
  const machineStart = machineTicks();
  const first = await read();

  const states = { samples: 0, active: 0, idleInTransaction: 0, connections: 0 };
  const waits = new Map<string, number>();
  let activeSamples = 0;
  const locked = new Map<string, number>();
  let lockSamples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ state: string | null; wait: string | null; query: string }>(
        `select state, case when wait_event is null then null else wait_event_type || ':' || wait_event end as wait, left(query, 300) as query
           from pg_stat_activity where datname = $1 and pid <> $2 and backend_type = 'client backend'`,
        [opts.databaseName, ownPid],
      );
      states.samples++;
      states.connections += rows.length;
      for (const r of rows) {
        if (r.state === 'active') {
          states.active++;
          activeSamples++;
          const event = r.wait ?? 'CPU (no wait event)';
          waits.set(event, (waits.get(event) ?? 0) + 1);
          if (event.startsWith('Lock:')) {
            lockSamples++;
            const statement = r.query.replace(/\s+/g, ' ').replace(/\$\d+/g, '$n').slice(0, 90);
            locked.set(statement, (locked.get(statement) ?? 0) + 1);
          }
        } else if (r.state?.startsWith('idle in transaction')) states.idleInTransaction++;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  return {
    stop: async (): Promise<Monitored> => {
      sampling = false;
      await sampler;
      const seconds = (performance.now() - startedAt) / 1000;
      const machineEnd = machineTicks();
      const self = process.cpuUsage(selfStart);
      const last = await read();
      const cpu: CpuShare[] = groups.map((g) => {
        const before = first.get(g.label) ?? new Map<number, number>();
        let used = 0;
        for (const [pid, now] of last.get(g.label) ?? []) used += now - (before.get(pid) ?? 0);
        return { label: g.label, percentOfCore: (used / seconds) * 100, part: 'shop' as const };
      });
      cpu.push({ label: 'The load generator (the bench process: every shopper)', percentOfCore: ((self.user + self.system) / 1e6 / seconds) * 100, part: 'load' });
      await client.end();
      const n = Math.max(1, states.samples);
      return {
        cpu,
        cores: opts.cores,
        machineBusyPercent: ((machineEnd.busy - machineStart.busy) / Math.max(1, machineEnd.total - machineStart.total)) * 100,
        database: {
          samples: states.samples,
          activeMean: states.active / n,
          idleInTransactionMean: states.idleInTransaction / n,
          connectionsMean: states.connections / n,
          waits: [...waits.entries()].sort((a, b) => b[1] - a[1]).map(([event, count]) => ({ event, share: count / Math.max(1, activeSamples) })),
          lockedStatements: [...locked.entries()].sort((a, b) => b[1] - a[1]).map(([statement, count]) => ({ statement, share: count / Math.max(1, lockSamples) })),
        },
      };
    },
  };
}
