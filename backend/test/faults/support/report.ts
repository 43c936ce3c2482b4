import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The figures every fault scenario reports. */
export interface ScenarioFigures {
  /** Short key that orders the table: a…e. */
  key: string;
  scenario: string;
  /** Comparisons (or streams) exposed to the fault. */
  runs: number;
  /** …that ended as they should (see the scenario's notes for what that means there). */
  completed: number;
  /** …that hung, vanished, were left half-written or ended without their result. */
  lost: number;
  /** …stored or delivered more than once. */
  duplicated: number;
  /** The longest time from the fault (or its repair) to recovery, see notes. */
  maxRecoveryMs: number;
  /** What was measured, in one line, and anything worth knowing (extra figures). */
  notes: string;
  /** Requirements this run did not meet (each also fails its test). */
  gaps: string[];
  durationMs: number;
}

interface ReportFile {
  run: string;
  finishedAt: string;
  scenarios: ScenarioFigures[];
}

const root = join(__dirname, '../../../..');
export const REPORT_PATH = join(root, 'test-results/reliability.json');

/** One run of the suite: the test database name is unique per `jest` run (global setup). */
function runId(): string {
  return process.env.JUXTA_TEST_DATABASE ?? `pid-${process.pid}`;
}

function readReport(): ReportFile {
  if (existsSync(REPORT_PATH)) {
    try {
      const previous = JSON.parse(readFileSync(REPORT_PATH, 'utf8')) as ReportFile;
      if (previous.run === runId() && Array.isArray(previous.scenarios)) return previous;
    } catch {
      // A broken file from an interrupted run: start over.
    }
  }
  return { run: runId(), finishedAt: '', scenarios: [] };
}

/** The table the issue asks for, in Markdown, rows in scenario order. */
export function formatTable(rows: readonly ScenarioFigures[]): string {
  const header = ['scenario', 'runs', 'completed', 'lost', 'duplicated', 'max recovery ms'];
  const body = [...rows]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((r) => [`${r.key}. ${r.scenario}`, r.runs, r.completed, r.lost, r.duplicated, Math.round(r.maxRecoveryMs)].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

function writeReport(report: ReportFile): void {
  report.finishedAt = new Date().toISOString();
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(REPORT_PATH, `${JSON.stringify(report, null, 2)}\n`);
}

/** Records a scenario's figures in test-results/reliability.json, merged with this run's others. */
export function recordScenario(figures: ScenarioFigures): void {
  const report = readReport();
  report.scenarios = [...report.scenarios.filter((s) => s.key !== figures.key), figures].sort((a, b) => a.key.localeCompare(b.key));
  writeReport(report);
}

/** Adds an unmet requirement to a recorded scenario (from a test that demonstrates a known bug). */
export function recordGap(key: string, text: string): void {
  const report = readReport();
  const scenario = report.scenarios.find((s) => s.key === key);
  if (!scenario) return;
  scenario.gaps = [...scenario.gaps.filter((g) => g !== text), text];
  writeReport(report);
}

const ALL_SCENARIOS = 5;

/**
 * Prints the figures (each file calls it in afterAll): its own scenario while others of the
 * run are missing, the complete table (scenario | runs | completed | lost | duplicated | max
 * recovery ms) with notes and unmet requirements once all five scenarios have run.
 */
export function printReport(key: string): void {
  const report = readReport();
  const complete = report.scenarios.length >= ALL_SCENARIOS;
  const rows = complete ? report.scenarios : report.scenarios.filter((s) => s.key === key);
  if (!rows.length) return;
  const notes = rows.map((s) => `  ${s.key}. ${s.notes} (${(s.durationMs / 1000).toFixed(1)} s)`).join('\n');
  const gaps = rows.flatMap((s) => s.gaps.map((g) => `  ${s.key}. ${g}`));
  const title = complete
    ? `Reliability under faults: all ${report.scenarios.length} scenarios (${REPORT_PATH})`
    : `Reliability under faults: scenario ${key} (${report.scenarios.length} of ${ALL_SCENARIOS} recorded so far; the complete table follows the last one)`;
  process.stdout.write(
    `\n${title}\n\n${formatTable(rows)}\n\n${notes}\n` +
      `\nRequirements not met:\n${gaps.length ? gaps.join('\n') : '  none'}\n\n`,
  );
}
