import { revealHorizontally, scrollMore } from './scroll-cue.directive';

describe('scrollMore', () => {
  it('says which edges hide content', () => {
    expect(scrollMore({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBeNull();
    expect(scrollMore({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toBe('end');
    expect(scrollMore({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toBe('both');
    expect(scrollMore({ scrollLeft: 200, scrollWidth: 500, clientWidth: 300 })).toBe('start');
  });

  it('ignores sub-pixel differences', () => {
    expect(scrollMore({ scrollLeft: 0.5, scrollWidth: 301, clientWidth: 300 })).toBeNull();
  });
});

describe('revealHorizontally', () => {
  function boxes(scrollLeft: number, child: { left: number; width: number }) {
    const container = document.createElement('div');
    const el = document.createElement('button');
    container.appendChild(el);
    Object.defineProperty(container, 'clientWidth', { value: 300 });
    container.scrollLeft = scrollLeft;
    // Positions as the browser reports them on screen, with the container at x = 10.
    container.getBoundingClientRect = () => ({ left: 10, width: 300 }) as DOMRect;
    el.getBoundingClientRect = () => ({ left: 10 + child.left - scrollLeft, width: child.width }) as DOMRect;
    return { container, el };
  }

  it('scrolls right to show a tab past the end, and left to show one before the start', () => {
    const right = boxes(0, { left: 350, width: 80 });
    revealHorizontally(right.container, right.el);
    expect(right.container.scrollLeft).toBe(350 + 80 - 300 + 24);

    const left = boxes(200, { left: 100, width: 80 });
    revealHorizontally(left.container, left.el);
    expect(left.container.scrollLeft).toBe(76);
  });

  it('leaves a visible tab alone', () => {
    const { container, el } = boxes(0, { left: 100, width: 80 });
    revealHorizontally(container, el);
    expect(container.scrollLeft).toBe(0);
  });
});
