import type { Config } from 'jest';

// One Jest run, several projects: `--selectProjects unit|integration|e2e` picks a suite.
const tsTransform: Config['transform'] = {
  // Type checking is `npm run typecheck`'s job; here files are only transpiled, which is far faster.
  '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
};

const moduleNameMapper = {
  '^@juxta/(contracts|config|persistence|messaging|research|reader|providers|client)$': '<rootDir>/libs/$1/src/index.ts',
};

const node = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: tsTransform,
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/frontend/'],
  // The built packages (dist/client has its own package.json) are not modules of the tests.
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

const config: Config = {
  projects: [
    { ...node, displayName: 'unit', testMatch: ['<rootDir>/{backend,worker,libs,tools,docker,eval}/**/*.spec.ts'] },
    {
      ...node,
      displayName: 'integration',
      // eval/test: the fast subset of `npm run eval` (it makes its own database, like the harness).
      testMatch: ['<rootDir>/{backend,worker,libs,tools,eval}/**/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/tools/testing/test-database.global-setup.ts',
      globalTeardown: '<rootDir>/tools/testing/test-database.global-teardown.ts',
      testTimeout: 30_000,
    },
    {
      ...node,
      displayName: 'e2e',
      testMatch: ['<rootDir>/backend/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/tools/testing/e2e.global-setup.ts',
      globalTeardown: '<rootDir>/tools/testing/test-database.global-teardown.ts',
      testTimeout: 120_000,
    },
    {
      ...node,
      displayName: 'faults',
      // The real processes under faults (kills, Redis restart, Postgres cut); prints a reliability table.
      testMatch: ['<rootDir>/backend/test/faults/**/*.fault-spec.ts'],
      globalSetup: '<rootDir>/tools/testing/e2e.global-setup.ts',
      globalTeardown: '<rootDir>/tools/testing/test-database.global-teardown.ts',
      testTimeout: 600_000,
    },
    {
      ...node,
      displayName: 'scale',
      // docker/nginx.conf.template run by Debian's nginx in front of the built APIs and workers.
      testMatch: ['<rootDir>/backend/test/scale/**/*.scale-spec.ts'],
      globalSetup: '<rootDir>/tools/testing/e2e.global-setup.ts',
      globalTeardown: '<rootDir>/tools/testing/test-database.global-teardown.ts',
    },
    {
      ...node,
      displayName: 'browser',
      // The built app in Debian's Chromium against the built API and worker (needs `npm run build`).
      testMatch: ['<rootDir>/frontend/e2e/**/*.browser-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      globalSetup: '<rootDir>/tools/testing/e2e.global-setup.ts',
      globalTeardown: '<rootDir>/tools/testing/test-database.global-teardown.ts',
    },
  ],
};

export default config;
