import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { errorMessage } from '../../core/api-error';
import { AuthStore, isSafeCallbackUrl } from '../../core/auth.store';
import { valueOf } from '../../shared/dom';
import { hasErrors, validateEmail, validatePassword } from '../../shared/validation';

type Field = 'email' | 'password';

@Component({
  selector: 'jx-sign-in-page',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="auth">
      <div class="auth-card card">
        <h1>Welcome back</h1>
        <p class="sub">
          @if (safeCallback()) { Sign in to continue. } @else { Sign in to compare, save and share. }
        </p>

        @if (apiError(); as err) {
          <div class="alert alert-error" role="alert">{{ err }}</div>
        }

        <form (submit)="submit($event)" novalidate [attr.aria-busy]="busy()">
          <div class="field">
            <label for="si-email">E-mail</label>
            <input id="si-email" class="input" type="email" autocomplete="username" inputmode="email" spellcheck="false"
                   [value]="email()" (input)="email.set(valueOf($event))" (blur)="touch('email')"
                   [attr.aria-invalid]="show('email') ? 'true' : null" [attr.aria-describedby]="show('email') ? 'si-email-err' : null" required />
            @if (show('email')) { <p id="si-email-err" class="field-error">{{ errors().email }}</p> }
          </div>

          <div class="field">
            <label for="si-password">Password</label>
            <div class="pw-row">
              <input id="si-password" class="input" [type]="showPassword() ? 'text' : 'password'" autocomplete="current-password"
                     [value]="password()" (input)="password.set(valueOf($event))" (blur)="touch('password')"
                     [attr.aria-invalid]="show('password') ? 'true' : null" [attr.aria-describedby]="show('password') ? 'si-password-err' : null" required />
              <button type="button" class="btn btn-ghost btn-sm pw-toggle" (click)="showPassword.set(!showPassword())"
                      [attr.aria-pressed]="showPassword()">{{ showPassword() ? 'Hide' : 'Show' }}</button>
            </div>
            @if (show('password')) { <p id="si-password-err" class="field-error">{{ errors().password }}</p> }
          </div>

          <button type="submit" class="btn btn-primary btn-lg submit" [disabled]="busy()">
            @if (busy()) { <span class="spinner" aria-hidden="true"></span> Signing in… } @else { Sign in }
          </button>
        </form>

        <p class="switch">New to Juxta? <a routerLink="/sign-up" [queryParams]="signUpParams()">Create an account</a></p>
      </div>
    </div>
  `,
  styleUrl: '../../shared/auth-form.css',
})
export class SignInPage {
  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);

  /** Where to go afterwards (bound from the query string). */
  readonly callbackUrl = input<string | undefined>();

  protected readonly valueOf = valueOf;
  protected readonly email = signal('');
  protected readonly password = signal('');
  protected readonly showPassword = signal(false);
  protected readonly busy = signal(false);
  protected readonly apiError = signal<string | null>(null);
  private readonly touched = signal<Record<Field, boolean>>({ email: false, password: false });
  private readonly submitted = signal(false);

  protected readonly errors = computed(() => ({
    email: validateEmail(this.email()),
    password: validatePassword(this.password()),
  }));
  protected readonly safeCallback = computed(() => {
    const url = this.callbackUrl();
    return isSafeCallbackUrl(url) ? url : undefined;
  });
  protected readonly signUpParams = computed(() => (this.safeCallback() ? { callbackUrl: this.safeCallback() } : {}));

  protected show(field: Field): boolean {
    return (this.submitted() || this.touched()[field]) && this.errors()[field] !== null;
  }

  protected touch(field: Field): void {
    this.touched.update((t) => ({ ...t, [field]: true }));
  }

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy()) return;
    this.submitted.set(true);
    this.apiError.set(null);
    if (hasErrors(this.errors())) {
      setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    this.busy.set(true);
    try {
      const res = await this.auth.signIn({
        email: this.email().trim(),
        password: this.password(),
        ...(this.safeCallback() ? { callbackUrl: this.safeCallback() } : {}),
      });
      await this.router.navigateByUrl(isSafeCallbackUrl(res.redirectTo) ? res.redirectTo : '/compare');
    } catch (err) {
      this.apiError.set(errorMessage(err));
    } finally {
      this.busy.set(false);
    }
  }
}
