// Resolves the @juxta/* libraries to their sources (as tsconfig's paths and jest's moduleNameMapper do),
// so `npm run eval` runs the TypeScript directly with ts-node instead of waiting for a build.
const Module = require('node:module');
const { join } = require('node:path');

const LIBS = new Set(['contracts', 'config', 'persistence', 'messaging', 'research', 'reader', 'providers']);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = /^@juxta\/([a-z]+)$/.exec(request);
  if (match && LIBS.has(match[1])) return resolve.call(this, join(__dirname, '..', 'libs', match[1], 'src', 'index.ts'), ...rest);
  return resolve.call(this, request, ...rest);
};
