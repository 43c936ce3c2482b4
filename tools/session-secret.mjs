// The session signing secret for `npm start` when SESSION_SECRET is not set: a random one made on
// the first start and kept in a file outside the repository, so a default install does not sign
// cookies with a secret anyone can read in the source code.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** Where the generated secret is kept: SESSION_SECRET_FILE, else the user's data folder. */
export function sessionSecretFile(env = process.env) {
  if (env.SESSION_SECRET_FILE) return env.SESSION_SECRET_FILE;
  const dataHome = env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(dataHome, 'juxta', 'session-secret');
}

function readSecret(file) {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : undefined;
  } catch (err) {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * SESSION_SECRET when set; otherwise the kept secret, made (64 hex characters, file mode 0600)
 * on first use with a one-line notice through `notify`.
 */
export function sessionSecret(env = process.env, notify = (line) => console.log(line)) {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = sessionSecretFile(env);
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': if another start wrote one meanwhile, theirs wins and both use it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (err.code === 'EEXIST') {
      const theirs = readSecret(file);
      if (theirs) return theirs;
    }
    throw new Error(`Cannot keep the session secret in ${file} (${err.message}); set SESSION_SECRET or SESSION_SECRET_FILE.`);
  }
  notify(`Juxta: generated a session secret and saved it in ${file} (set SESSION_SECRET to use your own).`);
  return secret;
}
