/**
 * A list's product images load when their row comes near the viewport: half a screen above it, a
 * screen below it. The browser's own `loading="lazy"` starts thousands of pixels ahead: the demo menu
 * (about 50 products) loaded 33 of its images while its first screen was drawn, each one main-thread
 * work as it arrived (the API's placeholders are SVG documents with text, parsed and laid out), about
 * a quarter of the page's main-thread time in Lighthouse's traces (issue 30 item 5).
 *
 * No hooks and no state: the `<img>` is written with `data-src`, and one observer for the page sets its
 * `src` once. React never writes `src`, so a render does not undo it; a new address is a new element
 * (key the `<img>` by its address). Without IntersectionObserver (jsdom) the image loads at once.
 */
const NEAR = '50% 0px 100% 0px';

/**
 * While the page is flung faster than this many screens a second, an image coming near is not started:
 * it waits until the scroll slows down or stops (`SETTLE_MS` without a scroll event), and rows that went
 * by meanwhile load nothing. A customer reading the menu scrolls slower than that; at a fling's speed
 * every row is new at each frame, and each placeholder started then was main-thread work in the frames
 * of the fling (issue 30 item 3: the 500-product menu at 57 fps without images, 24 with them).
 */
export const FAST_SCREENS_PER_SECOND = 2;
export const SETTLE_MS = 120;

let observer: IntersectionObserver | null = null;
/** images near the viewport, not started because the page was being flung */
const waiting = new Set<HTMLImageElement>();
let lastScroll: { at: number; y: number } | null = null;
let speed = 0;
let settleTimer: ReturnType<typeof setTimeout> | undefined;

function load(image: HTMLImageElement): void {
  const src = image.dataset.src;
  if (src && image.getAttribute('src') !== src) image.src = src;
}

const flung = () => speed > FAST_SCREENS_PER_SECOND * window.innerHeight;

/** The images that waited for the scroll to slow down, still near the viewport, load now. */
function startWaiting(): void {
  for (const image of waiting) {
    observer?.unobserve(image);
    load(image);
  }
  waiting.clear();
}

/** The page's scroll speed (px/s), from one scroll event to the next; 0 once it has settled. */
function onScroll(): void {
  const now = performance.now();
  const y = window.scrollY;
  if (lastScroll && now > lastScroll.at) speed = (Math.abs(y - lastScroll.y) * 1000) / (now - lastScroll.at);
  lastScroll = { at: now, y };
  if (!flung()) startWaiting();
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    speed = 0;
    lastScroll = null;
    startWaiting();
  }, SETTLE_MS);
}

function nearObserver(): IntersectionObserver {
  if (observer) return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const image = entry.target as HTMLImageElement;
        if (!entry.isIntersecting) {
          // went by while the page was flung: it waits to come near again
          waiting.delete(image);
          continue;
        }
        if (flung()) {
          waiting.add(image);
          continue;
        }
        observer?.unobserve(image);
        load(image);
      }
    },
    { rootMargin: NEAR },
  );
  window.addEventListener('scroll', onScroll, { passive: true });
  return observer;
}

/** The ref of a product image written with `data-src`: loads it near the viewport; the cleanup stops watching. */
export function loadNearViewport(image: HTMLImageElement | null): (() => void) | undefined {
  if (!image) return undefined;
  if (typeof IntersectionObserver === 'undefined') {
    load(image);
    return undefined;
  }
  const watcher = nearObserver();
  watcher.observe(image);
  return () => {
    waiting.delete(image);
    watcher.unobserve(image);
  };
}

/** Tests: forgets the page's observer and scroll state. */
export function resetNearViewportForTests(): void {
  observer?.disconnect();
  observer = null;
  waiting.clear();
  lastScroll = null;
  speed = 0;
  clearTimeout(settleTimer);
  window.removeEventListener('scroll', onScroll);
}
