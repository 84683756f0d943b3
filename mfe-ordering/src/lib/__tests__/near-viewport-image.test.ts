import {
  FAST_SCREENS_PER_SECOND,
  SETTLE_MS,
  loadNearViewport,
  resetNearViewportForTests,
} from '../near-viewport-image';

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
  away(target: Element) {
    const entry = { target, isIntersecting: false } as IntersectionObserverEntry;
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
    resetNearViewportForTests();
    FakeObserver.instances = [];
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

  describe('while the page is flung (issue 30 item 3)', () => {
    /** The page scrolled to `y`, `afterMs` after the last scroll event. */
    const scrollTo = (y: number, afterMs: number) => {
      jest.advanceTimersByTime(afterMs);
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    };

    beforeEach(() => {
      jest.useFakeTimers();
      window.scrollY = 0;
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it(`faster than ${FAST_SCREENS_PER_SECOND} screens a second, an image that comes near waits, and loads once the scroll has stopped for ${SETTLE_MS} ms`, () => {
      const img = image('/api/static/menu/a.svg');
      loadNearViewport(img);
      const observer = FakeObserver.instances[0] as FakeObserver;
      scrollTo(0, 0);
      // a screen and more in 16 ms: a fling
      scrollTo(window.innerHeight + 100, 16);
      observer.near(img);
      expect(img.hasAttribute('src')).toBe(false);
      jest.advanceTimersByTime(SETTLE_MS - 1);
      expect(img.hasAttribute('src')).toBe(false);
      jest.advanceTimersByTime(1);
      expect(img.getAttribute('src')).toBe('/api/static/menu/a.svg');
      expect(observer.watched.size).toBe(0);
    });

    it('an image whose row went by during the fling loads nothing; one still near loads as the scroll slows down', () => {
      const passed = image('/api/static/menu/passed.svg');
      const stays = image('/api/static/menu/stays.svg');
      loadNearViewport(passed);
      loadNearViewport(stays);
      const observer = FakeObserver.instances[0] as FakeObserver;
      scrollTo(0, 0);
      scrollTo(5000, 16);
      observer.near(passed);
      observer.near(stays);
      observer.away(passed);
      // slowing down: 20 px in 16 ms, about 1,250 px a second
      scrollTo(5020, 16);
      expect(stays.getAttribute('src')).toBe('/api/static/menu/stays.svg');
      expect(passed.hasAttribute('src')).toBe(false);
      // it is still watched: coming near again later, it loads
      expect([...observer.watched]).toEqual([passed]);
      jest.advanceTimersByTime(SETTLE_MS);
      observer.near(passed);
      expect(passed.getAttribute('src')).toBe('/api/static/menu/passed.svg');
    });

    it('at a reading pace (a screen in a second) an image loads as soon as it comes near', () => {
      const img = image('/api/static/menu/a.svg');
      loadNearViewport(img);
      const observer = FakeObserver.instances[0] as FakeObserver;
      scrollTo(0, 0);
      scrollTo(Math.round(window.innerHeight / 10), 100);
      observer.near(img);
      expect(img.getAttribute('src')).toBe('/api/static/menu/a.svg');
    });
  });
});
