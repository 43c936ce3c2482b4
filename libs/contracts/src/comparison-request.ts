/** What a user submits to POST /api/compare. */
export interface ComparisonRequest {
  items: string[];
  query?: string;
  dimensions?: string[];
  isPublic?: boolean;
}
