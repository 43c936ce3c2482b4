/** What a personal API token may do: `read` the API's GET endpoints, `compare` (start, rerun, cancel research). */
export const API_TOKEN_SCOPES = ['read', 'compare'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = 'jx_';

/** Limits of token creation. */
export const API_TOKEN_LIMITS = { nameMax: 60, perUserMax: 20, expiresInDaysMax: 366 } as const;

/** A token as the owner's list shows it: never its secret. */
export interface ApiToken {
  id: string;
  name: string;
  /** The secret's first characters (`jx_ab12cd34`), to tell tokens apart. */
  prefix: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  lastUsedAt: string | null;
  /** Null: never expires. */
  expiresAt: string | null;
}

/** `POST /api/me/tokens` body. */
export interface CreateApiTokenRequest {
  name: string;
  scopes: ApiTokenScope[];
  /** Whole days from now; absent: never expires. */
  expiresInDays?: number;
}

/** `POST /api/me/tokens` answer: the only time the secret is shown. */
export interface CreatedApiToken {
  token: ApiToken;
  secret: string;
}
