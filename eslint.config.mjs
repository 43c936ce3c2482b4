// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

// The architecture's dependency rules (apps → libs; research → contracts; reader → research,
// contracts; providers → research, contracts; client → contracts; frontend → contracts, client), enforced rather than hoped for.
const juxtaLibs = ['config', 'persistence', 'messaging', 'research', 'reader', 'providers', 'client'];
const forbidLibs = (allowed, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: juxtaLibs.filter((l) => !allowed.includes(l)).map((l) => `@juxta/${l}`),
          message: 'This import breaks the dependency rules in ARCHITECTURE.md.',
        },
        { group: ['**/backend/**', '**/worker/**', '**/frontend/**'], message: 'Libraries never import apps.' },
        ...extra,
      ],
    },
  ],
});
const infrastructure = {
  group: ['@nestjs/*', 'typeorm', 'ioredis', 'bullmq', 'pg', 'express*'],
  message: 'This library is pure TypeScript: no Nest, TypeORM, Redis or HTTP framework.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', '**/.angular/**', 'frontend/dist/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `any` is allowed only with an eslint-disable comment that says why.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  { files: ['libs/contracts/**/*.ts'], rules: forbidLibs([], [infrastructure, { group: ['@angular/*', 'rxjs'], message: 'contracts has no dependencies.' }]) },
  { files: ['libs/research/**/*.ts'], rules: forbidLibs([], [infrastructure]) },
  // The offline reader: pure TypeScript over research's ports and text helpers.
  { files: ['libs/reader/**/*.ts'], rules: forbidLibs(['research'], [infrastructure]) },
  { files: ['libs/providers/**/*.ts'], rules: forbidLibs(['research'], [{ group: ['@nestjs/*', 'typeorm', 'bullmq'], message: 'Providers are framework-free adapters.' }]) },
  // Tests run the reader over the real corpus search (and the corpus tests read with the reader):
  // test code, not the libraries, so it may use both.
  { files: ['libs/reader/test/**/*.ts', 'libs/providers/test/**/*.ts'], rules: forbidLibs(['research', 'reader', 'providers']) },
  { files: ['libs/config/**/*.ts'], rules: forbidLibs([]) },
  { files: ['libs/persistence/**/*.ts'], rules: forbidLibs(['config']) },
  { files: ['libs/messaging/**/*.ts'], rules: forbidLibs(['config']) },
  // The published client: fetch and an SSE parser only, so it runs in Node and browsers alike.
  { files: ['libs/client/**/*.ts'], rules: forbidLibs([], [infrastructure, { group: ['@angular/*', 'rxjs'], message: 'The client has no framework.' }]) },
  { files: ['frontend/**/*.ts'], rules: forbidLibs(['client'], [infrastructure, { group: ['class-validator', 'class-transformer'], message: 'Validation DTOs stay in the backend.' }]) },
);
