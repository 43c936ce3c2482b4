import { parse } from 'yaml';

/**
 * A Markdown file split at its front matter. `data` is the YAML mapping (empty when there is
 * none); `problem` says why a block that looks like front matter was not read as data.
 */
export interface FrontMatter {
  data: Record<string, unknown>;
  content: string;
  /** Set when the file opens a front matter block that is not readable YAML. */
  problem?: FrontMatterProblem;
}

/** `language`: the block names another engine (`---js`, `---coffee`), which is never run. */
export type FrontMatterProblem = { kind: 'language'; language: string } | { kind: 'invalid_yaml'; message: string };

const OPENING = /^\uFEFF?---([^\n]*)\r?\n/;
const CLOSING = /^---[ \t]*\r?$/m;
const YAML_LANGUAGES = new Set(['', 'yaml', 'yml']);

/**
 * Splits `---` front matter off a Markdown text and reads it as YAML data only: the core
 * schema (plain data, no custom tags), a bounded number of aliases, nothing evaluated and
 * nothing cached. A block naming another language (`---js`) is reported, never run.
 */
export function parseFrontMatter(source: string): FrontMatter {
  const opening = OPENING.exec(source);
  if (!opening) return { data: {}, content: source };
  const rest = source.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  // An unclosed block is a document that opens with a rule, not front matter.
  if (!closing) return { data: {}, content: source };
  const block = rest.slice(0, closing.index);
  const content = rest.slice(closing.index + closing[0].length).replace(/^\n/, '');
  const language = opening[1].trim().toLowerCase();
  if (!YAML_LANGUAGES.has(language)) return { data: {}, content, problem: { kind: 'language', language } };
  let data: unknown;
  try {
    data = parse(block, { schema: 'core', maxAliasCount: 100, uniqueKeys: false });
  } catch (err) {
    return { data: {}, content, problem: { kind: 'invalid_yaml', message: err instanceof Error ? err.message.split('\n')[0] : String(err) } };
  }
  if (data === null || data === undefined) return { data: {}, content };
  // A scalar or list between two rules is text set off by rules, not front matter.
  if (typeof data !== 'object' || Array.isArray(data)) return { data: {}, content: source };
  return { data: data as Record<string, unknown>, content };
}
