import { ChangeDetectionStrategy, Component, InjectionToken, OnInit, inject, signal } from '@angular/core';
import type { ResearchCapabilities } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { analystLine } from '../../shared/analyst-words';

const LABEL: Record<string, string> = {
  corpus: 'the local document library',
  wikipedia: 'Wikipedia',
  searxng: 'the web (SearXNG)',
  tavily: 'the web (Tavily)',
  brave: 'the web (Brave)',
};

/** One line on the compare page: where this server's evidence will come from. */
export function evidenceLine(c: ResearchCapabilities): string {
  const names = c.searchProviders.map((p) => LABEL[p] ?? p);
  const list = names.length <= 1 ? (names[0] ?? 'nowhere') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const sources = c.userSources.enabled ? ', plus any sources you add' : '';
  return `Evidence will come from ${list}${sources}.`;
}

/** How the line learns the capabilities (GET /api/research/capabilities; replaced in page tests). */
export const EVIDENCE_CAPABILITIES = new InjectionToken<() => Promise<ResearchCapabilities>>('EVIDENCE_CAPABILITIES', {
  providedIn: 'root',
  factory: () => {
    const api = inject(ApiClient);
    // Asked once per page load (the compare page and every results page read it); a failure is not kept.
    let pending: Promise<ResearchCapabilities> | null = null;
    return () => (pending ??= api.capabilities().catch((err: unknown) => ((pending = null), Promise.reject(err))));
  },
});

@Component({
  selector: 'jx-evidence-line',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (line(); as l) { <p class="hint evidence-line">{{ l }}</p> }
    @if (analyst(); as a) { <p class="hint analyst-line" data-testid="analyst-line">{{ a }}</p> }
  `,
})
export class EvidenceLineComponent implements OnInit {
  private readonly capabilities = inject(EVIDENCE_CAPABILITIES);
  protected readonly line = signal<string | null>(null);
  protected readonly analyst = signal<string | null>(null);

  async ngOnInit(): Promise<void> {
    // A hint only: if the server cannot say, the form works as before.
    const caps = await this.capabilities().catch(() => null);
    this.line.set(caps ? evidenceLine(caps) : null);
    this.analyst.set(caps?.analyst ? analystLine(caps.analyst) : null);
  }
}
