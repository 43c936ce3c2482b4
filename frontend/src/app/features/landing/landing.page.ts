import { ChangeDetectionStrategy, Component, OnInit, computed, inject, signal } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { type ComparisonSummary, LIMITS } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { AuthStore } from '../../core/auth.store';
import { ComparisonCardComponent, ComparisonCardSkeletonComponent } from '../../shared/comparison-card.component';
import { valueOf } from '../../shared/dom';
import { splitItems } from '../../shared/validation';

const SUGGESTIONS = ['PostgreSQL vs MySQL vs SQLite', 'Rust vs Go', 'React vs Angular vs Vue', 'Kindle vs Kobo'];

@Component({
  selector: 'jx-landing-page',
  imports: [RouterLink, ComparisonCardComponent, ComparisonCardSkeletonComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './landing.page.html',
  styleUrl: './landing.page.css',
})
export class LandingPage implements OnInit {
  private readonly api = inject(ApiClient);
  private readonly router = inject(Router);
  protected readonly auth = inject(AuthStore);

  protected readonly suggestions = SUGGESTIONS;
  protected readonly valueOf = valueOf;
  protected readonly text = signal('');
  protected readonly submitted = signal(false);
  protected readonly items = computed(() => splitItems(this.text(), { commas: true }));
  protected readonly boxError = computed(() => {
    if (!this.submitted()) return null;
    const n = this.items().length;
    if (n === 0) return 'Type two or more things to compare, separated by “vs”.';
    if (n > LIMITS.itemsMax) return `Compare at most ${LIMITS.itemsMax} items at a time.`;
    return null;
  });

  protected readonly examples = signal<ComparisonSummary[] | null>(null);
  protected readonly examplesError = signal<string | null>(null);

  ngOnInit(): void {
    void this.loadExamples();
  }

  protected async loadExamples(): Promise<void> {
    this.examples.set(null);
    this.examplesError.set(null);
    try {
      const page = await this.api.listComparisons({ limit: 6 });
      this.examples.set(page.items);
    } catch (err) {
      this.examplesError.set(errorMessage(err));
    }
  }

  protected useSuggestion(s: string): void {
    this.text.set(s);
    this.submitted.set(false);
  }

  protected async compare(event: Event): Promise<void> {
    event.preventDefault();
    this.submitted.set(true);
    if (this.boxError()) return;
    const target = this.router.serializeUrl(
      this.router.createUrlTree(['/compare'], { queryParams: { items: this.items().join(',') } }),
    );
    await this.auth.ready();
    if (this.auth.isSignedIn()) {
      await this.router.navigateByUrl(target);
    } else {
      await this.router.navigate(['/sign-in'], { queryParams: { callbackUrl: target } });
    }
  }
}
