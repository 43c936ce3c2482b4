import { Injectable, inject } from '@angular/core';
import { Title } from '@angular/platform-browser';
import { type RouterStateSnapshot, TitleStrategy } from '@angular/router';

export const APP_NAME = 'Juxta';

export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Each route's `title`, followed by the app's name. Pages may refine it (e.g. a comparison's
 * title), so a navigation that only changes the query string (a tab, a filter) keeps it.
 */
@Injectable({ providedIn: 'root' })
export class JuxtaTitleStrategy extends TitleStrategy {
  private readonly title = inject(Title);
  private lastPath: string | null = null;

  override updateTitle(snapshot: RouterStateSnapshot): void {
    const path = snapshot.url.split(/[?#]/)[0];
    if (path === this.lastPath) return;
    this.lastPath = path;
    this.title.setTitle(pageTitle(this.buildTitle(snapshot)));
  }
}
