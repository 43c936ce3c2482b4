import { inject } from '@angular/core';
import { Router, type CanActivateFn } from '@angular/router';
import { AuthStore, isSafeCallbackUrl } from './auth.store';

/** Protected pages: without a session, go to `/sign-in?callbackUrl=<the requested path>`. */
export const authGuard: CanActivateFn = async (_route, state) => {
  const auth = inject(AuthStore);
  const router = inject(Router);
  await auth.ready();
  if (auth.isSignedIn()) return true;
  return router.createUrlTree(['/sign-in'], { queryParams: { callbackUrl: state.url } });
};

/** Sign-in and sign-up: a signed-in visitor goes straight to where they were headed. */
export const guestGuard: CanActivateFn = async (route) => {
  const auth = inject(AuthStore);
  const router = inject(Router);
  await auth.ready();
  if (!auth.isSignedIn()) return true;
  const callbackUrl = route.queryParamMap.get('callbackUrl');
  return router.parseUrl(isSafeCallbackUrl(callbackUrl) ? callbackUrl : '/compare');
};
