import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import { AuthStore } from '../../core/auth.store';
import { authForm } from '../../shared/auth-form';
import { valueOf } from '../../shared/dom';
import { validateEmail, validatePassword } from '../../shared/validation';

@Component({
  selector: 'jx-sign-in-page',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="auth">
      <div class="auth-card card">
        <h1>Welcome back</h1>
        <p class="sub">
          @if (form.safeCallback()) { Sign in to continue. } @else { Sign in to compare, save and share. }
        </p>

        @if (form.apiError(); as err) {
          <div class="alert alert-error" role="alert" tabindex="-1" data-auth-error>{{ err }}</div>
        }

        <form (submit)="submit($event)" novalidate [attr.aria-busy]="form.busy()">
          <div class="field">
            <label for="si-email">E-mail</label>
            <input id="si-email" class="input" type="email" autocomplete="username" inputmode="email" spellcheck="false"
                   [value]="email()" (input)="email.set(valueOf($event))" (blur)="form.touch('email')"
                   [attr.aria-invalid]="form.show('email') ? 'true' : null" [attr.aria-describedby]="form.show('email') ? 'si-email-err' : null" required />
            @if (form.show('email')) { <p id="si-email-err" class="field-error">{{ errors().email }}</p> }
          </div>

          <div class="field">
            <label for="si-password">Password</label>
            <div class="pw-row">
              <input id="si-password" class="input" [type]="showPassword() ? 'text' : 'password'" autocomplete="current-password"
                     [value]="password()" (input)="password.set(valueOf($event))" (blur)="form.touch('password')"
                     [attr.aria-invalid]="form.show('password') ? 'true' : null" [attr.aria-describedby]="form.show('password') ? 'si-password-err' : null" required />
              <button type="button" class="btn btn-ghost btn-sm pw-toggle" (click)="showPassword.set(!showPassword())"
                      [attr.aria-pressed]="showPassword()">{{ showPassword() ? 'Hide' : 'Show' }}</button>
            </div>
            @if (form.show('password')) { <p id="si-password-err" class="field-error">{{ errors().password }}</p> }
          </div>

          <button type="submit" class="btn btn-primary btn-lg submit" [disabled]="form.busy()">
            @if (form.busy()) { <span class="spinner" aria-hidden="true"></span> Signing in… } @else { Sign in }
          </button>
        </form>

        <p class="switch">New to Juxta? <a routerLink="/sign-up" [queryParams]="form.callbackParams()">Create an account</a></p>
      </div>
    </div>
  `,
  styleUrl: '../../shared/auth-form.css',
})
export class SignInPage {
  private readonly auth = inject(AuthStore);

  /** Where to go afterwards (bound from the query string). */
  readonly callbackUrl = input<string | undefined>();

  protected readonly valueOf = valueOf;
  protected readonly email = signal('');
  protected readonly password = signal('');
  protected readonly showPassword = signal(false);

  protected readonly errors = computed(() => ({
    email: validateEmail(this.email()),
    password: validatePassword(this.password()),
  }));
  protected readonly form = authForm({ errors: this.errors, callbackUrl: this.callbackUrl });

  protected submit(event: Event): Promise<void> {
    return this.form.submit(event, (callbackUrl) =>
      this.auth.signIn({ email: this.email().trim(), password: this.password(), ...(callbackUrl ? { callbackUrl } : {}) }),
    );
  }
}
