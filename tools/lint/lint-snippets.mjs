// Lints code snippets as if they were files at given paths, with the project's real ESLint
// config, in one process. Reads [{path, code}] as JSON on stdin; prints [{path, ruleIds}].
import { ESLint } from 'eslint';

const input = JSON.parse(await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (d) => (text += d));
  process.stdin.on('end', () => resolve(text));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { path, code } of input) {
  const [result] = await eslint.lintText(code, { filePath: path });
  out.push({ path, ruleIds: result.messages.map((m) => m.ruleId ?? m.message) });
}
process.stdout.write(JSON.stringify(out));
