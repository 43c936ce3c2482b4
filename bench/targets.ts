/**
 * The performance targets every benchmark judges its figures against (issue "Performance").
 * Kept in TypeScript so the bench's one shared contract is type-checked and linted with the
 * rest of the code; the .mjs benchmarks read the compiled copy in dist/server/bench/.
 */
export const TARGETS = {
  /** Stream: p95 ms from POST /api/compare to the first byte, at 20 concurrent users. */
  streamFirstByteP95Ms: 50,
  /** Stream: p95 time to `done` over the p95 bare BullMQ round trip, at most this many times. */
  streamOverheadOverBare: 3,
  /** Throughput: completed comparisons per second, at least this share of bare BullMQ jobs per second. */
  throughputShareOfBare: 0.5,
  /** Stream (round 2): p95 time to `done` with the instant engine over the p95 durable round trip, at most. */
  streamOverheadOverDurable: 2.5,
  /** Throughput (round 2): comparisons per second with the instant engine, at least this share of durable jobs per second. */
  throughputShareOfDurable: 0.4,
  /** API (round 2): CPU ms the API process spends per POST /api/compare (API alone, 20 users), at most. */
  apiCpuMsPerPost: 1,
  /** Feed: p95 ms of GET /api/comparisons on 1,000,000 stored comparisons (round 2; was < 50 on 100,000). */
  feedP95Ms: 25,
  /** Frontend: the initial JavaScript, gzipped, below this many kB (1 kB = 1024 bytes). */
  initialJsGzipKB: 250,
  /** Held streams: open SSE streams one API process keeps live, at least (round 2; was 2000). */
  heldStreams: 10000,
  /** Held streams: KiB of API memory (RSS) per held stream at the largest step, at most. */
  heldStreamKiB: 20,
  /** Held streams: p95 ms to the first byte of a new stream opened while the others are held. */
  heldNewStreamFirstByteP95Ms: 50,
  /** Research: wall time of a 10-item comparison over the sum of its provider calls, at most. */
  researchWallOverSum: 0.25,
  /** Item results (LLM stand-in, 1.5 s per call, 5 items): time to the first item's result over the time to `done`, at most. */
  firstItemOverDone: 0.35,
  /** Item results (same run): wall time over the sum of the provider and model calls, at most. */
  llmWallOverSum: 0.3,
} as const;

export type TargetName = keyof typeof TARGETS;

/** Targets met when the figure is below (or at most) the target; the others are "at least". */
const LOWER_IS_BETTER: Readonly<Record<TargetName, boolean>> = {
  streamFirstByteP95Ms: true,
  streamOverheadOverBare: true,
  throughputShareOfBare: false,
  streamOverheadOverDurable: true,
  throughputShareOfDurable: false,
  apiCpuMsPerPost: true,
  feedP95Ms: true,
  initialJsGzipKB: true,
  heldStreams: false,
  heldStreamKiB: true,
  heldNewStreamFirstByteP95Ms: true,
  researchWallOverSum: true,
  firstItemOverDone: true,
  llmWallOverSum: true,
};

/** Lower-is-better targets met at the limit itself ("≤"); the others must stay below it ("<"). */
const AT_MOST: ReadonlySet<TargetName> = new Set<TargetName>(['researchWallOverSum', 'firstItemOverDone', 'llmWallOverSum', 'feedP95Ms', 'heldStreamKiB', 'streamOverheadOverDurable', 'apiCpuMsPerPost']);

/** Whether `value` meets the target; NaN (nothing measured) never does. */
export function meets(target: TargetName, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const limit = TARGETS[target];
  if (!LOWER_IS_BETTER[target]) return value >= limit;
  return AT_MOST.has(target) ? value <= limit : value < limit;
}

/** "PASS" or "FAIL", for the tables. */
export function verdict(target: TargetName, value: number): 'PASS' | 'FAIL' {
  return meets(target, value) ? 'PASS' : 'FAIL';
}

/** The target as the tables print it: "< 50 ms", "≥ 2000"… */
export function describeTarget(target: TargetName, unit = ''): string {
  const limit = TARGETS[target];
  const op = !LOWER_IS_BETTER[target] ? '≥' : AT_MOST.has(target) ? '≤' : '<';
  return `${op} ${limit}${unit}`;
}
