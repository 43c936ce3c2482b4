import { execFile } from 'node:child_process';
import type { CheckResult } from './doctor-check';

/** package.json's `engines.node` (a unit test keeps the two equal). */
export const MIN_NODE_VERSION = '20.19.0';
/** The npm the lock file is made with (README, "What the commands need"). */
export const RECOMMENDED_NPM_MAJOR = 11;

/** Compares dotted versions numerically; negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Node runs Juxta only from MIN_NODE_VERSION on (required). */
export function checkNode(version: string = process.versions.node): CheckResult {
  if (compareVersions(version, MIN_NODE_VERSION) >= 0) {
    return { check: 'node', status: 'ok', detail: `v${version} (needs ${MIN_NODE_VERSION}+)` };
  }
  return {
    check: 'node',
    status: 'FAIL',
    detail: `v${version} is older than ${MIN_NODE_VERSION}`,
    fix: `install Node.js ${MIN_NODE_VERSION} or newer (20 LTS or later), then \`npm install\` again`,
  };
}

/** npm builds and installs from source; a running server does not need it, so it is never required. */
export function checkNpm(version: string | undefined): CheckResult {
  if (version === undefined) {
    return { check: 'npm', status: 'warn', detail: 'not found on PATH (only installing and building from source need it)', fix: `install npm ${RECOMMENDED_NPM_MAJOR} (\`npm install -g npm@${RECOMMENDED_NPM_MAJOR}\` with any npm, or from your Node.js package)` };
  }
  const major = Number.parseInt(version, 10);
  if (major >= RECOMMENDED_NPM_MAJOR) return { check: 'npm', status: 'ok', detail: version };
  return {
    check: 'npm',
    status: 'warn',
    detail: `${version}; the lock file is made with npm ${RECOMMENDED_NPM_MAJOR} (only installing from source needs npm)`,
    fix: `npm install -g npm@${RECOMMENDED_NPM_MAJOR}`,
  };
}

/** `npm --version`, or undefined when npm cannot be run. */
export function readNpmVersion(timeoutMs = 15_000): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('npm', ['--version'], { timeout: timeoutMs, encoding: 'utf8' }, (error, stdout) => {
      const version = stdout?.trim();
      resolve(error || !version ? undefined : version);
    });
  });
}
