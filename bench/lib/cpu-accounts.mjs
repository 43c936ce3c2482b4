// CPU time of every process a job touches, not only the worker's: the Postgres backends of the
// bench database (grouped by application_name), Postgres's own background processes (WAL writer,
// checkpointer…: shared with anyone else on the server, so an upper bound), redis-server (shared
// too), the bench process itself, and how busy the whole machine was. Read before and after a
// phase; the difference divided by the jobs is "CPU per job" per process.
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs } from './processes.mjs';

function pidsNamed(name) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

function cpuOf(pid) {
  try {
    return cpuMs(pid);
  } catch {
    return 0; // exited meanwhile
  }
}

/** Busy and total jiffies of the whole machine (all cores), in ms. */
function machineMs() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0) * 10;
  const idle = (fields[3] + fields[4]) * 10; // idle + iowait
  return { busy: total - idle, total };
}

/**
 * A reading of the CPU used so far by each process group. `db` is a pg pool on the bench
 * database (for its backends' pids); `procs` are named bench processes ({ label, pid }).
 */
export async function readCpu(db, procs) {
  const { rows } = await db.query(
    `SELECT pid, coalesce(nullif(application_name, ''), backend_type) AS name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const backends = new Set(rows.map((r) => r.pid));
  const groups = {};
  for (const r of rows) groups[`pg ${r.name}`] = (groups[`pg ${r.name}`] ?? 0) + cpuOf(r.pid);
  // Postgres processes that are not a backend of the bench database: background writers and
  // other databases' backends. Only the background ones (no database) are counted.
  const { rows: bg } = await db.query(`SELECT pid FROM pg_stat_activity WHERE datname IS NULL`);
  groups['pg background'] = bg.filter((r) => !backends.has(r.pid)).reduce((a, r) => a + cpuOf(r.pid), 0);
  groups['redis-server'] = pidsNamed('redis-server').reduce((a, pid) => a + cpuOf(pid), 0);
  groups['bench client'] = cpuOf(process.pid);
  for (const p of procs) groups[p.label] = (groups[p.label] ?? 0) + cpuOf(p.pid);
  return { groups, machine: machineMs(), at: performance.now() };
}

/** CPU ms per job of each group between two readings, and the machine's busy share of its cores. */
export function cpuPerJob(before, after, jobs) {
  const perJob = {};
  for (const [name, ms] of Object.entries(after.groups)) {
    const delta = ms - (before.groups[name] ?? 0);
    if (delta > 0) perJob[name] = delta / jobs;
  }
  const busy = after.machine.busy - before.machine.busy;
  const total = after.machine.total - before.machine.total;
  return { perJob, machineBusyShare: total > 0 ? busy / total : NaN, wallMsPerJob: (after.at - before.at) / jobs };
}
