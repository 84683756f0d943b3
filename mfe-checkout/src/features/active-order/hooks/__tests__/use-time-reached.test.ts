import { act, renderHook } from '@testing-library/react';
import { useTimeReached } from '../use-time-reached';

describe('useTimeReached: a button that waits for a time appears by itself', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-06-10T12:00:00-03:00'));
  });
  afterEach(() => jest.useRealTimers());

  it('turns true when the clock reaches the time, without a re-render from outside', () => {
    const at = Date.now() + 60 * 60 * 1000;
    const { result } = renderHook(() => useTimeReached(at));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(59 * 60 * 1000));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(61 * 1000));
    expect(result.current).toBe(true);
  });

  it('is true at once for a time already past, and never for null', () => {
    expect(renderHook(() => useTimeReached(Date.now() - 1)).result.current).toBe(true);
    const never = renderHook(() => useTimeReached(null));
    act(() => jest.advanceTimersByTime(10 * 24 * 60 * 60 * 1000));
    expect(never.result.current).toBe(false);
  });
});
