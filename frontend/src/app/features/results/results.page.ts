import { DOCUMENT } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  afterRenderEffect,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
  viewChild,
  viewChildren,
} from '@angular/core';
import { Title } from '@angular/platform-browser';
import { Router, RouterLink } from '@angular/router';
import { type ComparisonData, describeReview } from '@juxta/contracts';
import { ApiClient, type ExportFormat } from '../../core/api.client';
import { ApiError, errorMessage } from '../../core/api-error';
import { AuthStore } from '../../core/auth.store';
import { ComparisonStream, type StreamFailure } from '../../core/comparison-stream';
import { pageTitle } from '../../core/title.strategy';
import { ConfirmDialogComponent } from '../../shared/confirm-dialog.component';
import { itemColor } from '../../shared/format';
import { CategoryPipe, CountPipe, DatePipe } from '../../shared/pipes';
import { CancelResearchButtonComponent } from '../../shared/cancel-research-button.component';
import { ProgressPanelComponent } from '../../shared/progress-panel.component';
import { ScrollCueDirective, revealHorizontally } from '../../shared/scroll-cue.directive';
import { ErrorViewComponent, NotFoundViewComponent } from '../../shared/status-views.component';
import { RESULT_TABS, type ResultTab, TAB_LABEL, toTab } from './analysis';
import { AnswerComponent } from './answer.component';
import { CellPanelComponent } from './cell-panel/cell-panel.component';
import { CellSelection } from './cell-panel/cell-selection';
import { CellReviewComponent } from './review/cell-review.component';
import { DimensionsTabComponent } from './tabs/dimensions-tab.component';
import { MatrixTabComponent } from './tabs/matrix-tab.component';
import { OverviewTabComponent } from './tabs/overview-tab.component';
import { ProsConsTabComponent } from './tabs/pros-cons-tab.component';
import { SourcesTabComponent } from './tabs/sources-tab.component';
import { EvidenceGapsComponent } from '../sources/evidence-gaps.component';
import { authorWeights, parseWeights, reweighted, serializeWeights } from './weights';
import { checkedOf } from '../../shared/dom';
import { hasReviews, researchAsFound } from './review/reviewed-view';
import { WatchControlComponent } from './watch-control.component';
import { WeightsPanelComponent } from './weights-panel.component';

type LoadState = 'loading' | 'ready' | 'not-found' | 'error';
type StreamMode = 'none' | 'resume' | 'rerun';

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON' },
  { format: 'csv', label: 'CSV' },
  { format: 'md', label: 'Markdown' },
  { format: 'pdf', label: 'PDF' },
];

@Component({
  selector: 'jx-results-page',
  imports: [
    RouterLink,
    CancelResearchButtonComponent,
    CategoryPipe,
    CountPipe,
    DatePipe,
    ProgressPanelComponent,
    ConfirmDialogComponent,
    ErrorViewComponent,
    NotFoundViewComponent,
    OverviewTabComponent,
    DimensionsTabComponent,
    MatrixTabComponent,
    ProsConsTabComponent,
    SourcesTabComponent,
    EvidenceGapsComponent,
    WeightsPanelComponent,
    ScrollCueDirective,
    WatchControlComponent,
    AnswerComponent,
    CellPanelComponent,
    CellReviewComponent,
  ],
  providers: [ComparisonStream, CellSelection],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './results.page.html',
  styleUrl: './results.page.css',
})
export class ResultsPage {
  private readonly api = inject(ApiClient);
  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly title = inject(Title);
  private readonly document = inject(DOCUMENT);
  protected readonly stream = inject(ComparisonStream);

  /** Route parameter. */
  readonly slug = input.required<string>();
  /** `?tab=` (bound from the query string). */
  readonly tab = input<string | undefined>();
  /** `?w=` (bound from the query string): the reader's weights, one digit per dimension. */
  readonly w = input<string | undefined>();

  protected readonly tabs = RESULT_TABS;
  protected readonly tabLabel = TAB_LABEL;
  protected readonly exports = EXPORTS;
  protected readonly itemColor = itemColor;

  protected readonly state = signal<LoadState>('loading');
  protected readonly loadError = signal<string | null>(null);
  protected readonly data = signal<ComparisonData | null>(null);
  /** The score whose evidence panel is open (the owner reviews that cell from the panel). */
  protected readonly selection = inject(CellSelection);
  protected readonly streamMode = signal<StreamMode>('none');
  protected readonly actionError = signal<string | null>(null);
  protected readonly togglingVisibility = signal(false);
  protected readonly deleting = signal(false);
  protected readonly copyStatus = signal<string | null>(null);

  protected readonly checkedOf = checkedOf;
  protected readonly describeReview = describeReview;
  protected readonly activeTab = computed<ResultTab>(() => toTab(this.tab()));
  /** "Show the research as found": reviewed cells with the research's own values. */
  protected readonly showAsFound = signal(false);
  protected readonly reviewed = computed(() => {
    const data = this.data();
    return !!data && hasReviews(data);
  });
  /** Reviews a rerun carried whose cell or quote the new research no longer has. */
  protected readonly staleReviews = computed(() => (this.data()?.reviews ?? []).filter((r) => r.applies === false));
  /** The comparison as the reader's weights (or else the author's) rank it; the tabs show this. */
  protected readonly view = computed(() => {
    const stored = this.data();
    if (!stored) return null;
    const data = this.showAsFound() ? researchAsFound(stored) : stored;
    return reweighted(data, parseWeights(this.w(), data) ?? authorWeights(data));
  });
  protected readonly isOwner = computed(() => {
    const user = this.auth.user();
    const data = this.data();
    return !!user && !!data && user.id === data.userId;
  });
  protected readonly authorName = computed(() => {
    return this.data()?.author.name || null;
  });
  /** The comparison's address with the reader's weights (`?w=`), so the link shows what they see. */
  protected readonly shareUrl = computed(() => {
    const data = this.data();
    if (!data) return '';
    const w = this.w();
    return `${this.document.location.origin}/compare/${encodeURIComponent(data.slug)}${w ? `?w=${encodeURIComponent(w)}` : ''}`;
  });

  private readonly deleteDialog = viewChild<ConfirmDialogComponent>('deleteDialog');
  private readonly tabButtons = viewChildren<ElementRef<HTMLButtonElement>>('tabButton');
  private readonly tablist = viewChild<ElementRef<HTMLElement>>('tablist');
  private loadRun = 0;

  constructor() {
    effect(() => {
      const slug = this.slug();
      untracked(() => void this.load(slug));
    });
    effect(() => {
      const data = this.data();
      this.title.setTitle(pageTitle(data ? data.title : this.state() === 'not-found' ? 'Comparison not found' : 'Comparison'));
    });
    // The stream finished: show the result (resume) or go to the new comparison (rerun).
    effect(() => {
      const done = this.stream.result();
      if (!done) return;
      untracked(() => {
        if (this.streamMode() === 'rerun') {
          this.streamMode.set('none');
          void this.router.navigate(['/compare', done.slug]);
        } else if (this.streamMode() === 'resume') {
          this.streamMode.set('none');
          this.data.set(done.data);
        }
      });
    });
    // On a phone the tabs scroll sideways: keep the selected one in view (e.g. opened with ?tab=sources).
    afterRenderEffect(() => {
      const tab = this.tabButtons()[RESULT_TABS.indexOf(this.activeTab())]?.nativeElement;
      const list = this.tablist()?.nativeElement;
      if (tab && list) revealHorizontally(list, tab);
    });
    // A followed research failed: reload to show the stored failure.
    effect(() => {
      const failure = this.stream.failure();
      if (!failure) return;
      untracked(() => {
        if (this.streamMode() === 'resume' && failure.status === undefined) void this.load(this.slug(), true);
      });
    });
  }

  private async load(slug: string, quiet = false): Promise<void> {
    const run = ++this.loadRun;
    if (!quiet) {
      this.state.set('loading');
      this.data.set(null);
    }
    this.loadError.set(null);
    this.actionError.set(null);
    try {
      const data = await this.api.getComparison(slug);
      if (run !== this.loadRun) return;
      this.data.set(data);
      this.state.set('ready');
      if (data.status === 'researching') this.follow(data);
    } catch (err) {
      if (run !== this.loadRun) return;
      if (err instanceof ApiError && err.status === 404) this.state.set('not-found');
      else {
        this.loadError.set(errorMessage(err));
        this.state.set('error');
      }
    }
  }

  protected retryLoad(): void {
    void this.load(this.slug());
  }

  private follow(data: ComparisonData): void {
    if (this.streamMode() === 'resume' && this.stream.active()) return;
    this.streamMode.set('resume');
    void this.stream.resume(data.id, { items: data.items.map((i) => i.name) });
  }

  // ---- tabs ----------------------------------------------------------------------------

  /** New weights: only the URL changes (shareable); the view follows it, with no request. */
  protected setWeights(weights: Record<string, number> | null): void {
    const data = this.data();
    if (!data) return;
    void this.router.navigate([], {
      queryParams: { w: weights ? serializeWeights(weights, data) : null },
      queryParamsHandling: 'merge',
      replaceUrl: true,
    });
  }

  protected selectTab(tab: ResultTab, focus = false): void {
    void this.router.navigate([], {
      queryParams: { tab: tab === 'overview' ? null : tab },
      queryParamsHandling: 'merge',
      replaceUrl: false,
    });
    if (focus) {
      const index = RESULT_TABS.indexOf(tab);
      this.tabButtons()[index]?.nativeElement.focus();
    }
  }

  protected onTabKeydown(event: KeyboardEvent): void {
    const current = RESULT_TABS.indexOf(this.activeTab());
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % RESULT_TABS.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + RESULT_TABS.length) % RESULT_TABS.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = RESULT_TABS.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    this.selectTab(RESULT_TABS[next], true);
  }

  // ---- actions -------------------------------------------------------------------------

  protected exportUrl(format: ExportFormat): string {
    const data = this.data();
    return data ? this.api.exportUrl(data.id, format) : '#';
  }

  protected async copyLink(): Promise<void> {
    const url = this.shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      this.copyStatus.set('Link copied to the clipboard.');
    } catch {
      this.copyStatus.set(`Copy this link: ${url}`);
    }
    setTimeout(() => this.copyStatus.set(null), 4000);
  }

  protected async toggleVisibility(): Promise<void> {
    const data = this.data();
    if (!data || this.togglingVisibility()) return;
    this.togglingVisibility.set(true);
    this.actionError.set(null);
    try {
      const updated = await this.api.updateComparison(data.id, { isPublic: !data.isPublic });
      this.data.set({ ...data, ...updated });
    } catch (err) {
      this.actionError.set(`Could not change the visibility: ${errorMessage(err)}`);
    } finally {
      this.togglingVisibility.set(false);
    }
  }

  /** The API refused the request itself (a validation error, a conflict): trying again cannot help. */
  protected refused(failure: StreamFailure): boolean {
    const status = failure.status ?? 0;
    return status >= 400 && status < 500 && status !== 408 && status !== 429;
  }

  protected rerun(): void {
    const data = this.data();
    if (!data || this.stream.active()) return;
    this.actionError.set(null);
    this.streamMode.set('rerun');
    void this.stream.rerun(data.id, { items: data.items.map((i) => i.name) });
  }

  protected askDelete(): void {
    this.deleteDialog()?.open();
  }

  protected async confirmDelete(): Promise<void> {
    const data = this.data();
    if (!data) return;
    this.deleting.set(true);
    this.actionError.set(null);
    try {
      await this.api.deleteComparison(data.id);
      await this.router.navigate(['/profile']);
    } catch (err) {
      this.actionError.set(`Could not delete the comparison: ${errorMessage(err)}`);
    } finally {
      this.deleting.set(false);
    }
  }
}
