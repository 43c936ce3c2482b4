import { ChangeDetectionStrategy, Component, ElementRef, input, output, signal, viewChild } from '@angular/core';

let nextId = 0;

/** A modal confirmation on the native <dialog> (focus trap, Escape and backdrop for free). */
@Component({
  selector: 'jx-confirm-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <dialog class="jx-dialog" #dialog [attr.aria-labelledby]="id + '-title'" [attr.aria-describedby]="id + '-body'" (close)="onClose()">
      <div class="body">
        <h2 [id]="id + '-title'">{{ title() }}</h2>
        <p [id]="id + '-body'" class="break">{{ message() }}</p>
        <div class="actions">
          <button type="button" class="btn" (click)="cancel()" autofocus>{{ cancelLabel() }}</button>
          <button type="button" class="btn" [class.btn-danger-solid]="danger()" [class.btn-primary]="!danger()" (click)="confirm()">
            {{ confirmLabel() }}
          </button>
        </div>
      </div>
    </dialog>
  `,
  styles: `
    .body { padding: var(--space-5); }
    h2 { font-size: 1.2rem; }
    .actions { display: flex; gap: var(--space-2); justify-content: flex-end; flex-wrap: wrap; margin-top: var(--space-5); }
  `,
})
export class ConfirmDialogComponent {
  readonly title = input('Are you sure?');
  readonly message = input('');
  readonly confirmLabel = input('Confirm');
  readonly cancelLabel = input('Cancel');
  readonly danger = input(false);
  readonly confirmed = output<void>();

  protected readonly id = `jx-confirm-${++nextId}`;
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');
  private readonly result = signal<'confirm' | 'cancel'>('cancel');

  open(): void {
    this.result.set('cancel');
    const el = this.dialog().nativeElement;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }

  protected cancel(): void {
    this.result.set('cancel');
    this.close();
  }

  protected confirm(): void {
    this.result.set('confirm');
    this.close();
  }

  protected onClose(): void {
    if (this.result() === 'confirm') this.confirmed.emit();
    this.result.set('cancel');
  }

  private close(): void {
    const el = this.dialog().nativeElement;
    if (typeof el.close === 'function') el.close();
    else {
      el.removeAttribute('open');
      this.onClose();
    }
  }
}
