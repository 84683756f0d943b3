import { useEffect, useState } from 'react';

/** Spec 001 section 9: the header's scroll flag is set past 50 px. */
export const HEADER_SCROLL_DELTA_PX = 50;

/** True while the page is scrolled down more than 50 px; it clears at the top or on touch release. */
export function useScrollFlag(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_DELTA_PX);
    const onTouchEnd = () => setScrolled(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('touchend', onTouchEnd);
    };
  }, []);
  return scrolled;
}
