import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { RESIZE_SETTLE_MS, hostWidth } from './host-width';

@Component({
  selector: 'jx-width-probe',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '{{ width() }}',
})
class WidthProbeComponent {
  readonly width = hostWidth();
}

/** Stands in for the browser's ResizeObserver: tests call `resize` where the browser would. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(el: Element): void {
    this.observed.push(el);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  resize(): void {
    this.callback();
  }
}

describe('hostWidth', () => {
  const original = globalThis.ResizeObserver;
  let clientWidth = 0;

  beforeEach(() => {
    FakeResizeObserver.instances = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    clientWidth = 0;
  });
  afterEach(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
  });

  async function render() {
    const fixture = TestBed.createComponent(WidthProbeComponent);
    Object.defineProperty(fixture.nativeElement, 'clientWidth', { get: () => clientWidth });
    clientWidth = 320.6;
    await fixture.whenStable();
    return fixture;
  }

  it('is the host width in whole pixels after the first render', async () => {
    const fixture = await render();
    expect(fixture.componentInstance.width()).toBe(320);
    expect(FakeResizeObserver.instances[0].observed).toEqual([fixture.nativeElement]);
  });

  it('follows a resize once the width has settled, skipping the sizes it passed through', async () => {
    const fixture = await render();
    const [observer] = FakeResizeObserver.instances;
    jest.useFakeTimers();
    try {
      clientWidth = 1;
      observer.resize();
      jest.advanceTimersByTime(RESIZE_SETTLE_MS - 10);
      clientWidth = 1024;
      observer.resize();
      jest.advanceTimersByTime(RESIZE_SETTLE_MS - 10);
      expect(fixture.componentInstance.width()).toBe(320);
      jest.advanceTimersByTime(10);
      expect(fixture.componentInstance.width()).toBe(1024);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops observing when the component is destroyed', async () => {
    const fixture = await render();
    fixture.destroy();
    expect(FakeResizeObserver.instances[0].disconnected).toBe(true);
  });

  it('still measures once where ResizeObserver does not exist', async () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = undefined;
    const fixture = await render();
    expect(fixture.componentInstance.width()).toBe(320);
  });
});
