import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';

/** A friendly error with an optional retry. */
@Component({
  selector: 'jx-error-view',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="status card" role="alert">
      <div class="icon" aria-hidden="true">!</div>
      <h2>{{ title() }}</h2>
      <p class="break">{{ message() }}</p>
      <div class="row center">
        @if (retryLabel()) {
          <button type="button" class="btn btn-primary" (click)="retry.emit()">{{ retryLabel() }}</button>
        }
        <ng-content />
      </div>
    </div>
  `,
  styleUrl: './status-views.css',
})
export class ErrorViewComponent {
  readonly title = input('Something went wrong');
  readonly message = input('Please try again in a moment.');
  readonly retryLabel = input<string | null>('Try again');
  readonly retry = output<void>();
}

/** "Not found", for unknown routes and for comparisons the visitor may not see. */
@Component({
  selector: 'jx-not-found-view',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="status card">
      <div class="icon code" aria-hidden="true">404</div>
      <h1>{{ title() }}</h1>
      <p class="break">{{ message() }}</p>
      <div class="row center">
        <a routerLink="/" class="btn btn-primary">Go to the home page</a>
        <a routerLink="/explore" class="btn">Explore comparisons</a>
      </div>
    </div>
  `,
  styleUrl: './status-views.css',
})
export class NotFoundViewComponent {
  readonly title = input('Page not found');
  readonly message = input('The page you were looking for does not exist or has moved.');
}
