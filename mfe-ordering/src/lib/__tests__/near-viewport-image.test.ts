import { loadNearViewport } from '../near-viewport-image';

/** A stand-in for the browser's observer: the test says when an image comes near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  near(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const image = (src: string) => {
  const element = document.createElement('img');
  element.dataset.src = src;
  return element;
};

describe('product images near the viewport (issue 30 item 5)', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('without IntersectionObserver, an image loads at once', () => {
    const img = image('/api/static/menu/a.svg');
    expect(loadNearViewport(img)).toBeUndefined();
    expect(img.getAttribute('src')).toBe('/api/static/menu/a.svg');
  });

  it('loads an image only once it comes near the viewport, through one observer for the page, and stops watching it', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const first = image('/api/static/menu/a.svg');
    const second = image('/api/static/menu/b.svg');
    loadNearViewport(first);
    const stop = loadNearViewport(second);
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0] as FakeObserver;
    expect(observer.options.rootMargin).toBe('50% 0px 100% 0px');
    expect(first.hasAttribute('src')).toBe(false);
    observer.near(first);
    expect(first.getAttribute('src')).toBe('/api/static/menu/a.svg');
    expect(second.hasAttribute('src')).toBe(false);
    expect([...observer.watched]).toEqual([second]);
    // the row left the page before it came near: no longer watched
    stop?.();
    expect(observer.watched.size).toBe(0);
  });
});
