import { ChangeDetectionStrategy, Component, OnInit, computed, inject, signal, viewChild } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ComparisonSummary, ProfileResponse } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { AuthStore } from '../../core/auth.store';
import { ConfirmDialogComponent } from '../../shared/confirm-dialog.component';
import { initials } from '../../shared/format';
import { CategoryPipe, CountPipe, DatePipe } from '../../shared/pipes';
import { ErrorViewComponent } from '../../shared/status-views.component';
import { comparisonsPerMonth } from './activity';
import { ActivityChartComponent } from './activity-chart.component';
import { profileFigures } from './profile-figures';
import { ApiTokensComponent } from './api-tokens.component';
import { MySourcesComponent } from './my-sources.component';
import { WhatChangedComponent } from './what-changed.component';
import { StatCardsComponent } from './stat-cards.component';

const PAGE_SIZE = 50;

@Component({
  selector: 'jx-profile-page',
  imports: [RouterLink, CategoryPipe, CountPipe, DatePipe, ConfirmDialogComponent, ErrorViewComponent, StatCardsComponent, ActivityChartComponent, MySourcesComponent, WhatChangedComponent, ApiTokensComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './profile.page.html',
  styleUrl: './profile.page.css',
})
export class ProfilePage implements OnInit {
  private readonly api = inject(ApiClient);
  protected readonly auth = inject(AuthStore);

  protected readonly profile = signal<ProfileResponse | null>(null);
  protected readonly profileError = signal<string | null>(null);
  protected readonly list = signal<ComparisonSummary[] | null>(null);
  protected readonly listError = signal<string | null>(null);
  protected readonly nextCursor = signal<string | null>(null);
  protected readonly loadingMore = signal(false);
  protected readonly busyIds = signal<ReadonlySet<string>>(new Set());
  protected readonly actionError = signal<string | null>(null);
  protected readonly pendingDelete = signal<ComparisonSummary | null>(null);
  protected readonly notice = signal<string | null>(null);

  private readonly deleteDialog = viewChild<ConfirmDialogComponent>('deleteDialog');

  protected readonly user = computed(() => this.profile()?.user ?? this.auth.user());
  protected readonly userInitials = computed(() => initials(this.user()?.name));
  protected readonly figures = computed(() => {
    const stats = this.profile()?.stats;
    return stats ? profileFigures(stats) : [];
  });
  protected readonly activity = computed(() => comparisonsPerMonth(this.list() ?? []));
  protected readonly activityDescription = computed(() =>
    this.activity()
      .map((a) => `${a.name}: ${a.value}`)
      .join(', '),
  );

  ngOnInit(): void {
    void this.loadProfile();
    void this.loadList();
  }

  protected async loadProfile(): Promise<void> {
    this.profileError.set(null);
    try {
      this.profile.set(await this.api.me());
    } catch (err) {
      this.profileError.set(errorMessage(err));
    }
  }

  protected async loadList(): Promise<void> {
    this.listError.set(null);
    this.list.set(null);
    try {
      const page = await this.api.myComparisons({ limit: PAGE_SIZE });
      this.list.set(page.items);
      this.nextCursor.set(page.nextCursor);
    } catch (err) {
      this.listError.set(errorMessage(err));
    }
  }

  protected async loadMore(): Promise<void> {
    const cursor = this.nextCursor();
    if (!cursor || this.loadingMore()) return;
    this.loadingMore.set(true);
    try {
      const page = await this.api.myComparisons({ limit: PAGE_SIZE, cursor });
      const seen = new Set((this.list() ?? []).map((c) => c.id));
      this.list.update((list) => [...(list ?? []), ...page.items.filter((c) => !seen.has(c.id))]);
      this.nextCursor.set(page.nextCursor);
    } catch (err) {
      this.actionError.set(errorMessage(err));
    } finally {
      this.loadingMore.set(false);
    }
  }

  protected isBusy(id: string): boolean {
    return this.busyIds().has(id);
  }

  protected async toggleVisibility(c: ComparisonSummary): Promise<void> {
    if (this.isBusy(c.id)) return;
    this.setBusy(c.id, true);
    this.actionError.set(null);
    try {
      const updated = await this.api.updateComparison(c.id, { isPublic: !c.isPublic });
      this.list.update((list) => (list ?? []).map((x) => (x.id === c.id ? { ...x, isPublic: updated.isPublic } : x)));
      this.notice.set(`“${c.title}” is now ${updated.isPublic ? 'public' : 'private'}.`);
      void this.loadProfile();
    } catch (err) {
      this.actionError.set(`Could not change “${c.title}”: ${errorMessage(err)}`);
    } finally {
      this.setBusy(c.id, false);
    }
  }

  protected askDelete(c: ComparisonSummary): void {
    this.pendingDelete.set(c);
    this.deleteDialog()?.open();
  }

  protected async confirmDelete(): Promise<void> {
    const c = this.pendingDelete();
    if (!c) return;
    this.setBusy(c.id, true);
    this.actionError.set(null);
    try {
      await this.api.deleteComparison(c.id);
      this.list.update((list) => (list ?? []).filter((x) => x.id !== c.id));
      this.notice.set(`Deleted “${c.title}”.`);
      void this.loadProfile();
    } catch (err) {
      this.actionError.set(`Could not delete “${c.title}”: ${errorMessage(err)}`);
    } finally {
      this.setBusy(c.id, false);
      this.pendingDelete.set(null);
    }
  }

  private setBusy(id: string, busy: boolean): void {
    this.busyIds.update((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }
}
