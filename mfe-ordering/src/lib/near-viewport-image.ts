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

let observer: IntersectionObserver | null = null;

function load(image: HTMLImageElement): void {
  const src = image.dataset.src;
  if (src && image.getAttribute('src') !== src) image.src = src;
}

function nearObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        load(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: NEAR },
  );
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
  return () => watcher.unobserve(image);
}
