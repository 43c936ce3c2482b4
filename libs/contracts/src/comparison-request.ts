/** What a user submits to POST /api/compare. */
export interface ComparisonRequest {
  items: string[];
  query?: string;
  dimensions?: string[];
  isPublic?: boolean;
  /** Source domains to leave out of this comparison's web search (e.g. the vendors' own sites). */
  excludedDomains?: string[];
  /** How much each dimension matters (WEIGHTS.min–max, default WEIGHTS.default), by dimension name. */
  weights?: Record<string, number>;
  /**
   * The comparison this one extends (anyone's public one, or the user's own; completed): the
   * research of items it already has, on the same dimensions, is reused instead of redone.
   */
  basedOn?: string;
}
