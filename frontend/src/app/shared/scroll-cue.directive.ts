import { DestroyRef, Directive, ElementRef, afterNextRender, inject, signal } from '@angular/core';

/** Which edges of a horizontal scroller hide more content. */
export type ScrollMore = 'start' | 'end' | 'both' | null;

/** Pixels of slack, so sub-pixel layouts do not show a cue for nothing. */
const SLACK = 2;

export function scrollMore(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollMore {
  const before = box.scrollLeft > SLACK;
  const after = box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK;
  return before && after ? 'both' : before ? 'start' : after ? 'end' : null;
}

/** Scrolls `container` sideways, and only sideways, so that `child` is fully visible. */
export function revealHorizontally(container: HTMLElement, child: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const rect = child.getBoundingClientRect();
  const left = rect.left - box.left + container.scrollLeft;
  const right = left + rect.width;
  if (left < container.scrollLeft) container.scrollLeft = Math.max(0, left - 24);
  else if (right > container.scrollLeft + container.clientWidth) container.scrollLeft = right - container.clientWidth + 24;
}

/**
 * Marks a horizontal scroller with `data-scroll-more="start|end|both"` while content is hidden
 * past an edge; styles.css fades that edge so people can tell there is more to swipe to.
 * Left-to-right layouts only (the app has no right-to-left locale).
 */
@Directive({
  selector: '[jxScrollCue]',
  host: {
    '[attr.data-scroll-more]': 'more()',
    '(scroll)': 'update()',
  },
})
export class ScrollCueDirective {
  private readonly el = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  protected readonly more = signal<ScrollMore>(null);

  constructor() {
    const destroyRef = inject(DestroyRef);
    afterNextRender(() => {
      this.update();
      if (typeof ResizeObserver !== 'function') return;
      // The container resizes with the window, its content with the data: watch both.
      const observer = new ResizeObserver(() => this.update());
      observer.observe(this.el);
      for (const child of Array.from(this.el.children)) observer.observe(child);
      destroyRef.onDestroy(() => observer.disconnect());
    });
  }

  update(): void {
    this.more.set(scrollMore(this.el));
  }
}
