import { act, renderHook } from '@testing-library/react';
import { useScrollFlag } from '../use-scroll-flag';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('header scroll flag (spec 001 section 9: 50 px)', () => {
  it('is set when scrolled more than 50 px and clears at the top', () => {
    const { result } = renderHook(() => useScrollFlag());
    act(() => scrollTo(50));
    expect(result.current).toBe(false);
    act(() => scrollTo(51));
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
  });

  it('clears on touch release', () => {
    const { result } = renderHook(() => useScrollFlag());
    act(() => scrollTo(200));
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('touchend'));
    });
    expect(result.current).toBe(false);
  });
});
