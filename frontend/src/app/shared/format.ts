import type { Confidence } from '@juxta/contracts';

/** One colour per item, the same on every chart and legend (up to the 10-item maximum). */
export const ITEM_COLORS = [
  '#4338ca',
  '#0e7490',
  '#c2410c',
  '#15803d',
  '#a21caf',
  '#b45309',
  '#be123c',
  '#0369a1',
  '#4d7c0f',
  '#475569',
] as const;

export function itemColor(index: number): string {
  return ITEM_COLORS[((index % ITEM_COLORS.length) + ITEM_COLORS.length) % ITEM_COLORS.length];
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const countFormat = new Intl.NumberFormat(undefined);

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDate(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
}

export function formatTime(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? timeFormat.format(d) : '';
}

/** "just now", "5 min ago", "3 days ago", then a date. */
export function relativeDate(value: string | null | undefined, now = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.round((now - d.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 14) return days === 1 ? 'yesterday' : `${days} days ago`;
  return dateFormat.format(d);
}

export function formatCount(value: number | null | undefined): string {
  return countFormat.format(value ?? 0);
}

export { formatScore } from '@juxta/contracts';

/** `programming-languages` → `Programming languages`. */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return 'Uncategorised';
  const words = category.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CONFIDENCE_LABEL: Record<Confidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
  none: 'No evidence',
};

export function confidenceLabel(c: Confidence | null | undefined): string {
  return CONFIDENCE_LABEL[c ?? 'none'] ?? CONFIDENCE_LABEL.none;
}

/** Only http(s) links are rendered as links; anything else is shown as text. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'https://invalid.example');
    if (!/^https?:$/.test(parsed.protocol) || parsed.hostname === 'invalid.example') return null;
    return parsed.href;
  } catch {
    return null;
  }
}

export function hostname(url: string | null | undefined): string {
  const safe = safeHttpUrl(url);
  if (!safe) return '';
  try {
    return new URL(safe).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = Array.from(parts[0])[0] ?? '';
  const last = parts.length > 1 ? (Array.from(parts[parts.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * A search snippet as shown: whitespace collapsed, with "…" where the search engine cut it
 * mid-sentence (its excerpts start and end wherever its word limit fell).
 */
export function snippetText(raw: string | null | undefined): string {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const start = /^\p{Ll}/u.test(text) ? '…' : '';
  const end = /[.!?…:;"'”’)\]]$/u.test(text) ? '' : '…';
  return `${start}${text}${end}`;
}
