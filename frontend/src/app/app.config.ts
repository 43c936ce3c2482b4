import { APP_BASE_HREF } from '@angular/common';
import {
  type ApplicationConfig,
  provideAppInitializer,
  provideBrowserGlobalErrorListeners,
  provideZonelessChangeDetection,
  inject,
} from '@angular/core';
import { provideAnimationsAsync } from '@angular/platform-browser/animations/async';
import { TitleStrategy, provideRouter, withComponentInputBinding, withRouterConfig } from '@angular/router';
import { routes } from './app.routes';
import { AuthStore } from './core/auth.store';
import { JuxtaTitleStrategy } from './core/title.strategy';

export const appConfig: ApplicationConfig = {
  providers: [
    // No <base> element: the CSP's base-uri 'none' forbids it; assets are root-absolute (deployUrl).
    { provide: APP_BASE_HREF, useValue: '/' },
    provideBrowserGlobalErrorListeners(),
    provideZonelessChangeDetection(),
    provideRouter(routes, withComponentInputBinding(), withRouterConfig({ onSameUrlNavigation: 'ignore' })),
    // ngx-charts declares Angular animations; the animation engine is loaded only when a chart renders.
    provideAnimationsAsync(),
    { provide: TitleStrategy, useClass: JuxtaTitleStrategy },
    // Ask for the session at start, without holding up the first render (guards wait for it).
    provideAppInitializer(() => {
      void inject(AuthStore).load();
    }),
  ],
};
