import type { Routes } from '@angular/router';
import { authGuard, guestGuard } from './core/auth.guard';

/** Every page is a lazy chunk; the results page's charts are split further with @defer. */
export const routes: Routes = [
  {
    path: '',
    pathMatch: 'full',
    title: 'Compare anything, with evidence',
    loadComponent: () => import('./features/landing/landing.page').then((m) => m.LandingPage),
  },
  {
    path: 'sign-in',
    title: 'Sign in',
    canActivate: [guestGuard],
    loadComponent: () => import('./features/sign-in/sign-in.page').then((m) => m.SignInPage),
  },
  {
    path: 'sign-up',
    title: 'Create an account',
    canActivate: [guestGuard],
    loadComponent: () => import('./features/sign-up/sign-up.page').then((m) => m.SignUpPage),
  },
  {
    path: 'compare',
    pathMatch: 'full',
    title: 'New comparison',
    canActivate: [authGuard],
    loadComponent: () => import('./features/compare/compare.page').then((m) => m.ComparePage),
  },
  {
    path: 'compare/:slug',
    title: 'Comparison',
    loadComponent: () => import('./features/results/results.page').then((m) => m.ResultsPage),
  },
  {
    path: 'explore',
    title: 'Explore comparisons',
    loadComponent: () => import('./features/explore/explore.page').then((m) => m.ExplorePage),
  },
  {
    path: 'profile',
    title: 'Your profile',
    canActivate: [authGuard],
    loadComponent: () => import('./features/profile/profile.page').then((m) => m.ProfilePage),
  },
  {
    path: '**',
    title: 'Page not found',
    loadComponent: () => import('./features/not-found/not-found.page').then((m) => m.NotFoundPage),
  },
];
