import { ChangeDetectionStrategy, Component, DestroyRef, computed, ElementRef, inject, signal, viewChild } from '@angular/core';
import { NavigationEnd, NavigationError, NavigationStart, Router, RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
import { AuthStore } from './core/auth.store';
import { initials } from './shared/format';

@Component({
  selector: 'jx-root',
  imports: [RouterOutlet, RouterLink, RouterLinkActive],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <a class="skip" href="#main" (click)="focusMain($event)">Skip to content</a>
    <header class="header">
      <div class="container bar">
        <a routerLink="/" class="brand" aria-label="Juxta home">
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#6366f1"/><rect x="14" y="30" width="10" height="20" rx="3" fill="#c7d2fe"/><rect x="27" y="18" width="10" height="32" rx="3" fill="#fff"/><rect x="40" y="24" width="10" height="26" rx="3" fill="#a5b4fc"/></svg>
          <span>Juxta</span>
        </a>
        <button type="button" class="menu-toggle btn btn-ghost btn-icon" [attr.aria-expanded]="menuOpen()" aria-controls="site-nav"
                (click)="menuOpen.set(!menuOpen())">
          <span class="visually-hidden">Menu</span>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
        </button>
        <nav id="site-nav" class="nav" [class.open]="menuOpen()" aria-label="Main">
          <a routerLink="/explore" routerLinkActive="active" ariaCurrentWhenActive="page">Explore</a>
          <a routerLink="/compare" routerLinkActive="active" [routerLinkActiveOptions]="{ exact: true }" ariaCurrentWhenActive="page">New comparison</a>
          @if (auth.isReady()) {
            @if (auth.user(); as user) {
              <a routerLink="/profile" routerLinkActive="active" ariaCurrentWhenActive="page" class="user">
                <span class="avatar" aria-hidden="true">{{ userInitials() }}</span>
                <span class="user-name">{{ user.name }}</span>
              </a>
              <button type="button" class="btn btn-sm signout" (click)="signOut()" [disabled]="signingOut()">Sign out</button>
            } @else {
              <a routerLink="/sign-in" [queryParams]="callbackParams()" routerLinkActive="active">Sign in</a>
              <a routerLink="/sign-up" [queryParams]="callbackParams()" class="btn btn-primary btn-sm cta">Sign up</a>
            }
          } @else {
            <span class="skeleton auth-skeleton" aria-hidden="true"></span>
          }
        </nav>
      </div>
    </header>

    <main id="main" tabindex="-1" #main>
      @if (navigationFailed()) {
        <div class="container nav-error">
          <div class="alert alert-error row" role="alert">
            <span class="spacer">This page could not be loaded. Check your connection, or reload to get the latest version of Juxta.</span>
            <button type="button" class="btn btn-sm" (click)="reload()">Reload</button>
          </div>
        </div>
      }
      <router-outlet />
    </main>

    <footer class="footer">
      <div class="container foot">
        <span><strong>Juxta</strong> · self-hostable comparison research. Every score cites its sources.</span>
        <nav aria-label="Footer" class="row">
          <a routerLink="/explore">Explore</a>
          <a href="/api/docs">API</a>
        </nav>
      </div>
    </footer>
  `,
  styles: `
    :host { display: flex; flex-direction: column; min-height: 100vh; }
    .skip { position: absolute; left: 8px; top: -60px; z-index: 100; background: var(--c-surface); padding: 8px 14px; border-radius: var(--radius-s); box-shadow: var(--shadow); }
    .skip:focus { top: 8px; }
    .header { background: var(--c-header); color: var(--c-header-text); position: sticky; top: 0; z-index: 20; box-shadow: 0 1px 0 rgba(255,255,255,.04), 0 2px 12px rgba(0,0,0,.18); }
    .bar { display: flex; align-items: center; gap: var(--space-4); min-height: 60px; }
    .brand { display: inline-flex; align-items: center; gap: 10px; color: #fff; text-decoration: none; font-weight: 800; font-size: 1.2rem; letter-spacing: -0.02em; }
    .brand:hover { color: #fff; }
    .nav { margin-left: auto; display: flex; align-items: center; gap: var(--space-2); }
    .nav a:not(.btn) { color: var(--c-header-text); text-decoration: none; padding: 8px 10px; border-radius: var(--radius-s); font-weight: 500; opacity: .88; }
    .nav a:not(.btn):hover { opacity: 1; background: rgba(255,255,255,.08); color: #fff; }
    .nav a.active { opacity: 1; color: #fff; background: rgba(255,255,255,.12); }
    .nav :focus-visible { outline-color: #93c5fd; }
    .user { display: inline-flex; align-items: center; gap: 8px; }
    .avatar { width: 28px; height: 28px; border-radius: 50%; background: #4f46e5; color: #fff; display: inline-grid; place-items: center; font-size: .75rem; font-weight: 700; }
    .user-name { max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .signout { background: transparent; color: var(--c-header-text); border-color: rgba(255,255,255,.25); }
    .signout:hover { background: rgba(255,255,255,.1); color: #fff; }
    .cta { margin-left: 4px; }
    .auth-skeleton { width: 140px; height: 28px; opacity: .25; }
    .menu-toggle { display: none; margin-left: auto; color: var(--c-header-text); }
    .menu-toggle:hover { background: rgba(255,255,255,.1); color: #fff; }
    main { flex: 1; outline: none; }
    .nav-error { padding-top: var(--space-4); }
    .footer { border-top: 1px solid var(--c-border); background: var(--c-surface); color: var(--c-text-3); font-size: .9rem; }
    .foot { display: flex; flex-wrap: wrap; gap: var(--space-3); justify-content: space-between; align-items: center; padding-top: var(--space-5); padding-bottom: var(--space-5); }
    .foot a { color: var(--c-text-2); }
    @media (max-width: 760px) {
      .menu-toggle { display: inline-flex; }
      .nav { display: none; position: absolute; left: 0; right: 0; top: 60px; flex-direction: column; align-items: stretch;
        background: var(--c-header); padding: var(--space-3) var(--space-4) var(--space-4); border-top: 1px solid rgba(255,255,255,.08); box-shadow: 0 12px 24px rgba(0,0,0,.25); }
      .nav.open { display: flex; }
      .nav a, .nav .btn { justify-content: flex-start; }
      .cta { margin-left: 0; justify-content: center !important; }
      .user-name { max-width: none; }
    }
  `,
})
export class AppComponent {
  protected readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly main = viewChild.required<ElementRef<HTMLElement>>('main');

  protected readonly menuOpen = signal(false);
  protected readonly signingOut = signal(false);
  protected readonly currentUrl = signal('/');
  protected readonly navigationFailed = signal(false);

  protected readonly userInitials = computed(() => initials(this.auth.user()?.name));

  /** Sign-in links come back to the current page, unless it is already an auth page. */
  protected readonly callbackParams = computed(() => {
    const url = this.currentUrl();
    return url === '/' || url.startsWith('/sign-') ? {} : { callbackUrl: url };
  });

  constructor() {
    let lastPath: string | null = null;
    const sub = this.router.events.subscribe((event) => {
      if (event instanceof NavigationStart) this.navigationFailed.set(false);
      // Typically a lazy chunk that failed to download (offline, or a new deployment).
      if (event instanceof NavigationError) this.navigationFailed.set(true);
      if (!(event instanceof NavigationEnd)) return;
      this.menuOpen.set(false);
      this.currentUrl.set(event.urlAfterRedirects);
      const path = event.urlAfterRedirects.split(/[?#]/)[0];
      // A new page starts at the top with focus on the content; a query change (tabs, filters) keeps its place.
      if (lastPath !== null && path !== lastPath) {
        window.scrollTo(0, 0);
        this.main().nativeElement.focus({ preventScroll: true });
      }
      lastPath = path;
    });
    inject(DestroyRef).onDestroy(() => sub.unsubscribe());
  }

  protected reload(): void {
    window.location.reload();
  }

  protected focusMain(event: Event): void {
    event.preventDefault();
    this.main().nativeElement.focus();
  }

  protected async signOut(): Promise<void> {
    this.signingOut.set(true);
    try {
      await this.auth.signOut();
    } finally {
      this.signingOut.set(false);
    }
  }
}
