import { ChangeDetectionStrategy, Component, type OnInit, inject, input, output, signal } from '@angular/core';
import type { AddSourceRequest, ResearchCapabilities, UserSource, UserSourceKind } from '@juxta/contracts';
import { ApiClient } from '../../core/api.client';
import { errorMessage } from '../../core/api-error';
import { valueOf, checkedOf } from '../../shared/dom';
import { EVIDENCE_CAPABILITIES } from './evidence-line.component';

const KINDS: { kind: UserSourceKind; label: string }[] = [
  { kind: 'url', label: 'Web page' },
  { kind: 'text', label: 'Paste text' },
  { kind: 'file', label: 'Upload a file' },
];

/**
 * Whether this server can read a web page now: a web provider answers, or the operator's fixed
 * list has one. With none (no network), a page address would only fail: the form opens on "Paste text".
 */
export function webPagesReadable(caps: ResearchCapabilities): boolean {
  return caps.webProviders.some((p) => p.reachable === true) || (caps.searchMode === 'fixed' && caps.searchProviders.some((p) => p !== 'corpus'));
}

/** Adds one source (a web page, pasted text or a .md/.txt/.html/.pdf file) as evidence for an item. */
@Component({
  selector: 'jx-add-source-form',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form class="add-source" (submit)="submit($event)" novalidate [attr.aria-label]="'Add a source for ' + item()">
      <div class="kinds" role="radiogroup" aria-label="Kind of source">
        @for (k of kinds; track k.kind) {
          <label class="kind">
            <input type="radio" [name]="'kind-' + uid" [value]="k.kind" [checked]="kind() === k.kind" (change)="choose(k.kind)" />
            {{ k.label }}
          </label>
        }
      </div>
      @switch (kind()) {
        @case ('url') {
          <label class="visually-hidden" [for]="'src-url-' + uid">Address of the page</label>
          <input class="input" type="url" [id]="'src-url-' + uid" placeholder="https://…" [value]="url()" (input)="url.set(valueOf($event))" />
        }
        @case ('text') {
          <label class="visually-hidden" [for]="'src-text-' + uid">Text about {{ item() }}</label>
          <textarea class="textarea" rows="5" [id]="'src-text-' + uid" [placeholder]="'Paste a review, notes or documentation about ' + item()"
                    [value]="text()" (input)="text.set(valueOf($event))"></textarea>
        }
        @case ('file') {
          <label class="visually-hidden" [for]="'src-file-' + uid">File</label>
          <input type="file" [id]="'src-file-' + uid" accept=".md,.txt,.html,.htm,.pdf" (change)="pickFile($event)" />
          <p class="hint">.md, .txt, .html or .pdf, up to 2 MB.</p>
        }
      }
      @if (kind() !== 'url') {
        <label class="page-label small" [for]="'src-page-' + uid">Page it comes from (optional: shown with it, and counted by its site)</label>
        <input class="input" type="url" [id]="'src-page-' + uid" placeholder="https://…" [value]="url()" (input)="url.set(valueOf($event))" />
      }
      <label class="share"><input type="checkbox" [checked]="shared()" (change)="shared.set(checked($event))" /> Share with everyone's comparisons</label>
      @if (error(); as e) { <p class="field-error" role="alert">{{ e }}</p> }
      <div class="row">
        <button type="submit" class="btn btn-sm btn-primary" [disabled]="busy()">
          @if (busy()) { <span class="spinner" aria-hidden="true"></span> } Add source
        </button>
      </div>
    </form>
  `,
  styles: `
    .add-source { display: grid; gap: var(--space-2); margin-top: var(--space-2); }
    .kinds { display: flex; gap: var(--space-3); flex-wrap: wrap; font-size: .9rem; }
    .kind, .share { display: inline-flex; align-items: center; gap: 6px; font-size: .9rem; }
  `,
})
export class AddSourceFormComponent implements OnInit {
  protected readonly valueOf = valueOf;
  protected readonly checked = checkedOf;
  private readonly api = inject(ApiClient);
  private readonly capabilities = inject(EVIDENCE_CAPABILITIES);
  private static next = 0;
  protected readonly uid = AddSourceFormComponent.next++;

  /** The item the source is evidence about. */
  readonly item = input.required<string>();
  readonly added = output<UserSource>();

  protected readonly kinds = KINDS;
  protected readonly kind = signal<UserSourceKind>('url');
  protected readonly url = signal('');
  protected readonly text = signal('');
  protected readonly file = signal<File | null>(null);
  protected readonly shared = signal(false);
  protected readonly busy = signal(false);
  protected readonly error = signal<string | null>(null);

  async ngOnInit(): Promise<void> {
    const readable = await this.capabilities().then(webPagesReadable, () => true);
    // Only while the user has not chosen yet.
    if (!readable && this.kind() === 'url' && !this.url()) this.kind.set('text');
  }

  /** Another kind of source: the previous kind's error no longer applies. */
  protected choose(kind: UserSourceKind): void {
    this.kind.set(kind);
    this.error.set(null);
  }

  protected pickFile(event: Event): void {
    this.file.set((event.target as HTMLInputElement).files?.[0] ?? null);
  }

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    this.error.set(null);
    const body: AddSourceRequest = { kind: this.kind(), items: [this.item()], shared: this.shared() };
    if (body.kind === 'url') {
      if (!this.url().trim()) return this.error.set('Enter the address of a web page.');
      body.url = this.url().trim();
    } else {
      if (body.kind === 'text') {
        if (!this.text().trim()) return this.error.set('Paste some text first.');
        body.text = this.text();
      } else {
        const file = this.file();
        if (!file) return this.error.set('Choose a file first.');
        body.fileName = file.name;
        body.contentBase64 = await toBase64(file);
      }
      if (this.url().trim()) body.url = this.url().trim();
    }
    this.busy.set(true);
    try {
      const source = await this.api.addSource(body);
      this.url.set('');
      this.text.set('');
      this.file.set(null);
      this.added.emit(source);
    } catch (err) {
      this.error.set(errorMessage(err));
    } finally {
      this.busy.set(false);
    }
  }
}

/** A file's bytes as base64 (the API takes every body as JSON). */
async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
