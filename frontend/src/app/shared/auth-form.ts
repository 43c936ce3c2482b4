import { type Signal, computed, inject, signal } from '@angular/core';
import { Router } from '@angular/router';
import type { AuthResponse } from '@juxta/contracts';
import { errorMessage } from '../core/api-error';
import { isSafeCallbackUrl } from '../core/auth.store';
import { hasErrors } from './validation';

export interface AuthFormOptions<F extends string> {
  /** The current validation message of each field (null when valid). */
  errors: Signal<Record<F, string | null>>;
  /** `?callbackUrl=` as bound from the query string; only same-site paths are used. */
  callbackUrl: Signal<string | undefined>;
}

/** The navigation an auth form needs: a subset of Router, so tests can pass a fake. */
export type AuthFormNavigator = Pick<Router, 'navigateByUrl'>;

/** Where to go when the server names no safe destination. */
const DEFAULT_DESTINATION = '/compare';

/**
 * The state the sign-in and sign-up forms share: when to show a field's error, the busy flag
 * and the server's error, the safe callback URL, and the submit flow (validate, send, go where
 * the server says). Each page keeps its own fields and its own request.
 */
export class AuthForm<F extends string> {
  readonly busy = signal(false);
  readonly apiError = signal<string | null>(null);
  /** The callback URL when it is safe to follow, otherwise undefined. */
  readonly safeCallback = computed(() => {
    const url = this.options.callbackUrl();
    return isSafeCallbackUrl(url) ? url : undefined;
  });
  /** Query parameters that carry the callback URL over to the other auth page. */
  readonly callbackParams = computed<{ callbackUrl?: string }>(() => {
    const callbackUrl = this.safeCallback();
    return callbackUrl ? { callbackUrl } : {};
  });

  private readonly touched = signal<ReadonlySet<F>>(new Set());
  private readonly submitted = signal(false);

  constructor(
    private readonly options: AuthFormOptions<F>,
    private readonly navigator: AuthFormNavigator,
  ) {}

  /** A field's error is shown once the field was left or the form was submitted. */
  show(field: F): boolean {
    return (this.submitted() || this.touched().has(field)) && this.options.errors()[field] !== null;
  }

  touch(field: F): void {
    if (this.touched().has(field)) return;
    this.touched.update((fields) => new Set(fields).add(field));
  }

  /**
   * Validates, then sends with `send` (given the safe callback URL) and navigates to the
   * server's redirect. Invalid forms are not sent: focus moves to the first invalid field; a
   * refusal moves focus to the server's message.
   * `onError` sees the failure before its message is shown (e.g. to flag a taken e-mail).
   */
  async submit(
    event: Event,
    send: (callbackUrl: string | undefined) => Promise<AuthResponse>,
    onError?: (err: unknown) => void,
  ): Promise<void> {
    event.preventDefault();
    if (this.busy()) return;
    this.submitted.set(true);
    this.apiError.set(null);
    if (hasErrors(this.options.errors())) {
      focusFirstInvalid(event.target instanceof HTMLElement ? event.target : null);
      return;
    }
    this.busy.set(true);
    try {
      const res = await send(this.safeCallback());
      await this.navigator.navigateByUrl(isSafeCallbackUrl(res.redirectTo) ? res.redirectTo : DEFAULT_DESTINATION);
    } catch (err) {
      onError?.(err);
      this.apiError.set(errorMessage(err));
      focusServerError();
    } finally {
      this.busy.set(false);
    }
  }
}

/** An AuthForm bound to the app's router; call it in a field initializer (injection context). */
export function authForm<F extends string>(options: AuthFormOptions<F>): AuthForm<F> {
  return new AuthForm(options, inject(Router));
}

/** Keyboard and screen-reader users land on the server's message ("wrong e-mail or password"), not on a stale button. */
function focusServerError(): void {
  setTimeout(() => document.querySelector<HTMLElement>('[data-auth-error]')?.focus());
}

function focusFirstInvalid(form: HTMLElement | null): void {
  // The error state renders on the next change detection: look for it after that.
  setTimeout(() => (form ?? document).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
