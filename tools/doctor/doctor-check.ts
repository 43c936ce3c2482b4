/** ok: works; warn: works with a caveat, or an optional part is broken; FAIL: a required part is broken; skip: not checked because an earlier check failed. */
export type CheckStatus = 'ok' | 'warn' | 'FAIL' | 'skip';

/** The outcome of one check: one line of the doctor's report. */
export interface CheckResult {
  /** What was checked ("postgres", "search wikipedia", "model"). */
  check: string;
  status: CheckStatus;
  /** What was found, in words an operator reads. */
  detail: string;
  /** The exact change that makes a warn or FAIL go away. */
  fix?: string;
}

const CHECK_COLUMN = 18;

/** One report line: status, check, what was found, and the fix when there is one. */
export function formatCheck(result: CheckResult): string {
  const fix = result.fix ? ` → fix: ${result.fix}` : '';
  return `${result.status.padEnd(4)}  ${result.check.padEnd(CHECK_COLUMN)} ${result.detail}${fix}`.replace(/\s*\n\s*/g, ' ');
}

/** The doctor's exit code: 1 when any check failed. */
export function exitCodeOf(results: readonly CheckResult[]): number {
  return results.some((r) => r.status === 'FAIL') ? 1 : 0;
}

/** Milliseconds as people read them: "840 ms", "2.4 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The message of anything thrown, without a stack. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A URL fit to print: its password (if any) masked. */
export function displayUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString().replace(/\/$/, '');
}
