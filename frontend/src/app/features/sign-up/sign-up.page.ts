import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { LIMITS } from '@juxta/contracts';
import { ApiError, errorMessage } from '../../core/api-error';
import { AuthStore, isSafeCallbackUrl } from '../../core/auth.store';
import { valueOf } from '../../shared/dom';
import { hasErrors, validateSignUp } from '../../shared/validation';

type Field = 'name' | 'email' | 'password';

@Component({
  selector: 'jx-sign-up-page',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="auth">
      <div class="auth-card card">
        <h1>Create your account</h1>
        <p class="sub">Start comparing in under a minute. Free and self-hosted.</p>

        @if (apiError(); as err) {
          <div class="alert alert-error" role="alert">{{ err }}</div>
        }

        <form (submit)="submit($event)" novalidate [attr.aria-busy]="busy()">
          <div class="field">
            <label for="su-name">Name</label>
            <input id="su-name" class="input" type="text" autocomplete="name" [attr.maxlength]="limits.userNameMax + 20"
                   [value]="name()" (input)="name.set(valueOf($event))" (blur)="touch('name')"
                   [attr.aria-invalid]="show('name') ? 'true' : null" [attr.aria-describedby]="show('name') ? 'su-name-err' : null" required />
            @if (show('name')) { <p id="su-name-err" class="field-error">{{ errors().name }}</p> }
          </div>

          <div class="field">
            <label for="su-email">E-mail</label>
            <input id="su-email" class="input" type="email" autocomplete="email" inputmode="email" spellcheck="false"
                   [value]="email()" (input)="email.set(valueOf($event)); emailTaken.set(false)" (blur)="touch('email')"
                   [attr.aria-invalid]="show('email') || emailTaken() ? 'true' : null"
                   [attr.aria-describedby]="show('email') || emailTaken() ? 'su-email-err' : null" required />
            @if (show('email')) {
              <p id="su-email-err" class="field-error">{{ errors().email }}</p>
            } @else if (emailTaken()) {
              <p id="su-email-err" class="field-error">This e-mail is already registered. <a routerLink="/sign-in" [queryParams]="signInParams()">Sign in instead?</a></p>
            }
          </div>

          <div class="field">
            <label for="su-password">Password</label>
            <div class="pw-row">
              <input id="su-password" class="input" [type]="showPassword() ? 'text' : 'password'" autocomplete="new-password"
                     [value]="password()" (input)="password.set(valueOf($event))" (blur)="touch('password')"
                     [attr.aria-invalid]="show('password') ? 'true' : null" aria-describedby="su-pw-hint su-password-err" required />
              <button type="button" class="btn btn-ghost btn-sm pw-toggle" (click)="showPassword.set(!showPassword())"
                      [attr.aria-pressed]="showPassword()">{{ showPassword() ? 'Hide' : 'Show' }}</button>
            </div>
            <span id="su-pw-hint" class="hint">{{ limits.passwordMin }} to {{ limits.passwordMax }} characters.</span>
            @if (show('password')) { <p id="su-password-err" class="field-error">{{ errors().password }}</p> }
          </div>

          <button type="submit" class="btn btn-primary btn-lg submit" [disabled]="busy()">
            @if (busy()) { <span class="spinner" aria-hidden="true"></span> Creating your account… } @else { Create account }
          </button>
        </form>

        <p class="switch">Already have an account? <a routerLink="/sign-in" [queryParams]="signInParams()">Sign in</a></p>
      </div>
    </div>
  `,
  styleUrl: '../../shared/auth-form.css',
})
export class SignUpPage {
  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);

  /** Where to go afterwards (bound from the query string). */
  readonly callbackUrl = input<string | undefined>();

  protected readonly limits = LIMITS;
  protected readonly valueOf = valueOf;
  protected readonly name = signal('');
  protected readonly email = signal('');
  protected readonly password = signal('');
  protected readonly showPassword = signal(false);
  protected readonly busy = signal(false);
  protected readonly apiError = signal<string | null>(null);
  protected readonly emailTaken = signal(false);
  private readonly touched = signal<Record<Field, boolean>>({ name: false, email: false, password: false });
  private readonly submitted = signal(false);

  protected readonly errors = computed(() =>
    validateSignUp({ name: this.name(), email: this.email(), password: this.password() }),
  );
  protected readonly safeCallback = computed(() => {
    const url = this.callbackUrl();
    return isSafeCallbackUrl(url) ? url : undefined;
  });
  protected readonly signInParams = computed(() => (this.safeCallback() ? { callbackUrl: this.safeCallback() } : {}));

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
      focusFirstInvalid();
      return;
    }
    this.busy.set(true);
    try {
      const res = await this.auth.signUp({
        name: this.name().trim(),
        email: this.email().trim(),
        password: this.password(),
        ...(this.safeCallback() ? { callbackUrl: this.safeCallback() } : {}),
      });
      await this.router.navigateByUrl(isSafeCallbackUrl(res.redirectTo) ? res.redirectTo : '/compare');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) this.emailTaken.set(true);
      this.apiError.set(errorMessage(err));
    } finally {
      this.busy.set(false);
    }
  }
}

function focusFirstInvalid(): void {
  // After the errors render, move focus to the first field that needs attention.
  setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
