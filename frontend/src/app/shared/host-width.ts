import { DestroyRef, ElementRef, type Signal, afterNextRender, inject, signal } from '@angular/core';

/** How long the width has to stay put before a resize counts. */
export const RESIZE_SETTLE_MS = 100;

/**
 * The width of the calling component's host element in whole CSS pixels (0 until the first
 * render), following it as it resizes. A chart given a fixed `view` does not follow its container
 * by itself (ngx-charts only listens to window resizes); this follows the element itself.
 * Resizes count once the width has settled: a window dragged wider redraws the chart once, not on
 * every frame, and passing sizes (a full-page screenshot briefly lays the page out at other
 * widths) never reach the chart. Call it from a field initialiser or constructor.
 */
export function hostWidth(): Signal<number> {
  const host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  const destroyRef = inject(DestroyRef);
  const width = signal(0);
  afterNextRender(() => {
    const measure = () => width.set(Math.floor(host.clientWidth));
    measure();
    if (typeof ResizeObserver !== 'function') return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(pending);
      pending = setTimeout(measure, RESIZE_SETTLE_MS);
    });
    observer.observe(host);
    destroyRef.onDestroy(() => {
      clearTimeout(pending);
      observer.disconnect();
    });
  });
  return width.asReadonly();
}
