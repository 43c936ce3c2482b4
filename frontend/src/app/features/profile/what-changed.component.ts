import { ChangeDetectionStrategy, Component, OnInit, inject, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { WatchChange, WatchChangeDetail } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { formatScore } from '../../shared/format';
import { DatePipe } from '../../shared/pipes';

/** A score as the app shows every score: one decimal ("6.0"); anything else as it came. */
function scoreText(value: string | number | null): string {
  return typeof value === 'number' ? formatScore(value) : (value ?? '–');
}

/** One line of a run's changes, in words. */
export function describeChange(c: WatchChangeDetail): string {
  if (c.kind === 'score') return `${c.subject}: score ${scoreText(c.before)} → ${scoreText(c.after)}`;
  if (c.kind === 'leader') return `${c.subject}: now led by ${c.after ?? 'nobody (a tie)'}${c.before ? `, was ${c.before}` : ''}`;
  if (c.kind === 'review') return `${c.subject}: the research now says ${c.after ?? '–'}, the author's score is ${c.before ?? '–'}`;
  return `${c.subject}: new source ${c.after ?? ''}`;
}

/** "What changed" on the profile page: what the watched comparisons' scheduled runs found, unread first, with the unread badge. */
@Component({
  selector: 'jx-what-changed',
  imports: [RouterLink, DatePipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="section" aria-labelledby="what-changed-title">
      <h2 id="what-changed-title">
        What changed
        @if (unread() > 0) { <span class="badge unread" [attr.aria-label]="unread() + ' unread'">{{ unread() }}</span> }
      </h2>
      <p class="muted small">Watched comparisons are researched again on their schedule; here is what the runs found.</p>
      @if (error(); as e) { <div class="alert alert-error" role="alert">{{ e }}</div> }
      @if (changes(); as list) {
        @if (list.length === 0) {
          <p class="muted">Nothing yet. On one of your comparisons, use “Watch”.</p>
        } @else {
          @if (unread() > 0) {
            <button type="button" class="btn btn-sm mark-read" (click)="markAllRead()">Mark all read</button>
          }
          <ul class="list">
            @for (c of list; track c.id) {
              <li class="card card-tight change" [class.is-unread]="!c.read">
                <h3 class="break">
                  @if (c.runSlug) { <a [routerLink]="['/compare', c.runSlug]">{{ c.title }}</a> } @else { {{ c.title }} }
                  <span class="muted small"> · {{ c.createdAt | jxDate }}</span>
                </h3>
                @if (c.outcome === 'changed') {
                  <ul class="details">
                    @for (d of c.changes; track $index) { <li class="break">{{ describe(d) }}</li> }
                  </ul>
                } @else {
                  <p class="muted small outcome">{{ c.message }}</p>
                }
              </li>
            }
          </ul>
        }
      } @else if (!error()) {
        <span class="skeleton" style="display: block; height: 64px"></span>
      }
    </section>
  `,
  styles: `
    .badge.unread { display: inline-block; min-width: 1.5em; padding: 0 6px; border-radius: 999px; background: var(--c-accent, #2563eb); color: #fff; font-size: .8rem; text-align: center; vertical-align: middle; }
    .list { list-style: none; margin: var(--space-2) 0 0; padding: 0; display: grid; gap: var(--space-2); }
    .change h3 { font-size: 1rem; margin: 0 0 2px; }
    .change.is-unread { border-left: 3px solid var(--c-accent, #2563eb); }
    .details { margin: var(--space-1) 0 0; padding-left: 1.2em; font-size: .9rem; }
  `,
})
export class WhatChangedComponent implements OnInit {
  private readonly api = inject(ApiClient);

  protected readonly changes = signal<WatchChange[] | null>(null);
  protected readonly unread = signal(0);
  protected readonly error = signal<string | null>(null);
  protected readonly describe = describeChange;

  async ngOnInit(): Promise<void> {
    try {
      const page = await this.api.listChanges();
      this.changes.set(page.changes);
      this.unread.set(page.unread);
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }

  protected async markAllRead(): Promise<void> {
    this.error.set(null);
    try {
      const { unread } = await this.api.markChangesRead();
      this.unread.set(unread);
      this.changes.update((list) => (list ?? []).map((c) => ({ ...c, read: true })));
    } catch (err) {
      this.error.set(errorMessage(err));
    }
  }
}
