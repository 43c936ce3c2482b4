import type { Config } from 'jest';
import { createCjsPreset } from 'jest-preset-angular/presets';

// The Angular app's unit tests: `npx jest -c frontend/jest.config.ts` from the repository root.
const preset = createCjsPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' });

const config: Config = {
  ...preset,
  displayName: 'frontend',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  setupFilesAfterEnv: ['<rootDir>/setup-jest.ts'],
  moduleNameMapper: {
    '^@juxta/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@juxta/client$': '<rootDir>/../libs/client/src/index.ts',
    // Charts are not unit-tested (and d3 is ESM-only): an empty stand-in.
    '^@swimlane/ngx-charts$': '<rootDir>/src/testing/ngx-charts.stub.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.angular/'],
};

export default config;
