import { Injectable, computed, inject, signal } from '@angular/core';
import { Router } from '@angular/router';
import type { AuthResponse, PublicUser } from '@juxta/contracts';
import { ApiClient, type SignInBody, type SignUpBody } from './api.client';

export type AuthStatus = 'unknown' | 'ready';

/** Same-origin relative path (a single leading `/`), the only kind of callback the app follows. */
export function isSafeCallbackUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return false;
  for (let i = 0; i < url.length; i++) if (url.charCodeAt(i) < 0x20) return false;
  return true;
}

/** The session: who is signed in, loaded once from GET /api/auth/session at start. */
@Injectable({ providedIn: 'root' })
export class AuthStore {
  private readonly api = inject(ApiClient);
  private readonly router = inject(Router);

  private readonly _user = signal<PublicUser | null>(null);
  private readonly _status = signal<AuthStatus>('unknown');
  private loading: Promise<void> | null = null;

  readonly user = this._user.asReadonly();
  readonly status = this._status.asReadonly();
  readonly isSignedIn = computed(() => this._user() !== null);
  readonly isReady = computed(() => this._status() === 'ready');

  constructor() {
    this.api.onUnauthorized = () => this.sessionExpired();
  }

  /** Loads the session once; later calls share the same request. Never rejects. */
  load(): Promise<void> {
    if (!this.loading) {
      this.loading = this.api
        .session()
        .then((res) => this._user.set(res?.user ?? null))
        .catch(() => this._user.set(null))
        .finally(() => this._status.set('ready'));
    }
    return this.loading;
  }

  /** Resolves once the session is known. */
  ready(): Promise<void> {
    return this.load();
  }

  async signIn(body: SignInBody): Promise<AuthResponse> {
    const res = await this.api.signIn(body);
    this.accept(res.user);
    return res;
  }

  async signUp(body: SignUpBody): Promise<AuthResponse> {
    const res = await this.api.signUp(body);
    this.accept(res.user);
    return res;
  }

  async signOut(): Promise<void> {
    let redirectTo = '/';
    try {
      redirectTo = (await this.api.signOut()).redirectTo || '/';
    } catch {
      // Sign-out is idempotent on the server; locally we forget the user either way.
    }
    this._user.set(null);
    await this.router.navigateByUrl(isSafeCallbackUrl(redirectTo) ? redirectTo : '/');
  }

  private accept(user: PublicUser): void {
    this._user.set(user);
    this._status.set('ready');
    this.loading = Promise.resolve();
  }

  /** A request answered 401: forget the user and send them to sign in, back to where they were. */
  private sessionExpired(): void {
    if (!this._user()) return;
    this._user.set(null);
    const current = this.router.url;
    if (current.startsWith('/sign-in') || current.startsWith('/sign-up')) return;
    void this.router.navigate(['/sign-in'], { queryParams: { callbackUrl: current } });
  }
}
