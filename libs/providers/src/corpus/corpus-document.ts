import { CATEGORIES, isCategory, type Category } from '@juxta/contracts';
import { parseFrontMatter } from './front-matter';
import { markdownToText } from './markdown-text';

/** A corpus document ready to store: validated front matter plus its plain-text body. */
export interface CorpusDocument {
  title: string;
  url: string;
  category: Category;
  items: string[];
  body: string;
}

/** The outcome of parsing one file: a document, or the reasons it cannot be imported. */
export type ParsedCorpusFile = { ok: true; document: CorpusDocument } | { ok: false; problems: string[] };

const MIN_BODY_CHARS = 40;

/** Parses and validates one Markdown file with YAML front matter (title, url, category, items). */
export function parseCorpusMarkdown(source: string): ParsedCorpusFile {
  if (!source.trimStart().startsWith('---')) return { ok: false, problems: ['no front matter (the file must start with a --- block)'] };
  const { data, content, problem } = parseFrontMatter(source);
  if (problem?.kind === 'language') return { ok: false, problems: [`front matter must be YAML, not ${problem.language} (it is never run)`] };
  if (problem) return { ok: false, problems: [`front matter is not valid YAML (${problem.message})`] };

  const problems: string[] = [];
  const title = typeof data.title === 'string' ? data.title.trim() : '';
  if (!title) problems.push('title: required, a non-empty string');

  const url = typeof data.url === 'string' ? data.url.trim() : '';
  if (!url) problems.push('url: required, an http(s) address');
  else if (!isHttpUrl(url)) problems.push(`url: "${url}" is not an http(s) address`);

  const category = data.category;
  if (!isCategory(category)) {
    problems.push(`category: ${JSON.stringify(category ?? null)} is not one of ${CATEGORIES.join(', ')}`);
  }

  const items = data.items;
  const itemList = Array.isArray(items) ? items : [];
  if (!Array.isArray(items) || items.length === 0) problems.push('items: required, a non-empty list of item names');
  else if (!items.every((i) => typeof i === 'string' && i.trim())) problems.push('items: every entry must be a non-empty string');

  const body = markdownToText(content);
  if (body.length < MIN_BODY_CHARS) problems.push(`body: too short (at least ${MIN_BODY_CHARS} characters of text)`);

  if (problems.length || !isCategory(category)) return { ok: false, problems };
  return {
    ok: true,
    document: { title, url, category, items: [...new Set(itemList.map((i) => (i as string).trim()))], body },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
}
