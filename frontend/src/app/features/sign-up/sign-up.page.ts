import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import { LIMITS } from '@juxta/contracts';
import { ApiError } from '../../core/api-error';
import { AuthStore } from '../../core/auth.store';
import { authForm } from '../../shared/auth-form';
import { valueOf } from '../../shared/dom';
import { validateSignUp } from '../../shared/validation';

@Component({
  selector: 'jx-sign-up-page',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="auth">
      <div class="auth-card card">
        <h1>Create your account</h1>
        <p class="sub">Start comparing in under a minute. Free and self-hosted.</p>

        @if (form.apiError(); as err) {
          <div class="alert alert-error" role="alert" tabindex="-1" data-auth-error>{{ err }}</div>
        }

        <form (submit)="submit($event)" novalidate [attr.aria-busy]="form.busy()">
          <div class="field">
            <label for="su-name">Name</label>
            <input id="su-name" class="input" type="text" autocomplete="name" [attr.maxlength]="limits.userNameMax + 20"
                   [value]="name()" (input)="name.set(valueOf($event))" (blur)="form.touch('name')"
                   [attr.aria-invalid]="form.show('name') ? 'true' : null" [attr.aria-describedby]="form.show('name') ? 'su-name-err' : null" required />
            @if (form.show('name')) { <p id="su-name-err" class="field-error">{{ errors().name }}</p> }
          </div>

          <div class="field">
            <label for="su-email">E-mail</label>
            <input id="su-email" class="input" type="email" autocomplete="email" inputmode="email" spellcheck="false"
                   [value]="email()" (input)="email.set(valueOf($event)); emailTaken.set(false)" (blur)="form.touch('email')"
                   [attr.aria-invalid]="form.show('email') || emailTaken() ? 'true' : null"
                   [attr.aria-describedby]="form.show('email') || emailTaken() ? 'su-email-err' : null" required />
            @if (form.show('email')) {
              <p id="su-email-err" class="field-error">{{ errors().email }}</p>
            } @else if (emailTaken()) {
              <p id="su-email-err" class="field-error">This e-mail is already registered. <a routerLink="/sign-in" [queryParams]="form.callbackParams()">Sign in instead?</a></p>
            }
          </div>

          <div class="field">
            <label for="su-password">Password</label>
            <div class="pw-row">
              <input id="su-password" class="input" [type]="showPassword() ? 'text' : 'password'" autocomplete="new-password"
                     [value]="password()" (input)="password.set(valueOf($event))" (blur)="form.touch('password')"
                     [attr.aria-invalid]="form.show('password') ? 'true' : null" aria-describedby="su-pw-hint su-password-err" required />
              <button type="button" class="btn btn-ghost btn-sm pw-toggle" (click)="showPassword.set(!showPassword())"
                      [attr.aria-pressed]="showPassword()">{{ showPassword() ? 'Hide' : 'Show' }}</button>
            </div>
            <span id="su-pw-hint" class="hint">{{ limits.passwordMin }} to {{ limits.passwordMax }} characters.</span>
            @if (form.show('password')) { <p id="su-password-err" class="field-error">{{ errors().password }}</p> }
          </div>

          <button type="submit" class="btn btn-primary btn-lg submit" [disabled]="form.busy()">
            @if (form.busy()) { <span class="spinner" aria-hidden="true"></span> Creating your account… } @else { Create account }
          </button>
        </form>

        <p class="switch">Already have an account? <a routerLink="/sign-in" [queryParams]="form.callbackParams()">Sign in</a></p>
      </div>
    </div>
  `,
  styleUrl: '../../shared/auth-form.css',
})
export class SignUpPage {
  private readonly auth = inject(AuthStore);

  /** Where to go afterwards (bound from the query string). */
  readonly callbackUrl = input<string | undefined>();

  protected readonly limits = LIMITS;
  protected readonly valueOf = valueOf;
  protected readonly name = signal('');
  protected readonly email = signal('');
  protected readonly password = signal('');
  protected readonly showPassword = signal(false);
  protected readonly emailTaken = signal(false);

  protected readonly errors = computed(() =>
    validateSignUp({ name: this.name(), email: this.email(), password: this.password() }),
  );
  protected readonly form = authForm({ errors: this.errors, callbackUrl: this.callbackUrl });

  protected submit(event: Event): Promise<void> {
    return this.form.submit(
      event,
      (callbackUrl) =>
        this.auth.signUp({
          name: this.name().trim(),
          email: this.email().trim(),
          password: this.password(),
          ...(callbackUrl ? { callbackUrl } : {}),
        }),
      // A taken e-mail is shown next to the field, with a way to sign in instead.
      (err) => this.emailTaken.set(err instanceof ApiError && err.status === 409),
    );
  }
}
