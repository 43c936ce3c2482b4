/** A user as every API answer shows it: never a password hash. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

export interface AuthResponse {
  user: PublicUser;
  redirectTo: string;
}

export interface SessionResponse {
  user: PublicUser;
}

/** `GET /api/auth/session?optional=true`: the signed-in user, or null (200, not 401) when signed out. */
export interface OptionalSessionResponse {
  user: PublicUser | null;
}

export interface ProfileStats {
  comparisons: number;
  public: number;
  completed: number;
  /** Failed, not counting the cancelled ones. */
  failed: number;
  /** Stopped by their owner (stored `failed` with `partial`). */
  cancelled: number;
  totalViews: number;
  topItems: { name: string; count: number }[];
  /** Model tokens of the comparisons started this calendar month (UTC), and how many of them used a model. */
  tokensThisMonth: { inputTokens: number; outputTokens: number; comparisons: number };
}

export interface ProfileResponse {
  user: PublicUser;
  stats: ProfileStats;
}
