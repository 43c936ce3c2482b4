/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: string;
  code?: string;
  details?: Record<string, string[]> | string[];
}
