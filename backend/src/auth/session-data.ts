import 'express-session';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When the user signed in (ms since epoch): the absolute lifetime counts from here. */
    authenticatedAt?: number;
  }
}
