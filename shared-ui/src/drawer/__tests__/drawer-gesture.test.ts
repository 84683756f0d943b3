import {
  DRAWER_ANIMATION_MS,
  DRAWER_ANIMATION_RESISTANCE_MS,
  DRAWER_CLOSE_DISTANCE_PX,
  DRAWER_CLOSE_DISTANCE_RESISTANCE_PX,
  DRAWER_CLOSE_VELOCITY,
  DRAWER_CLOSE_VELOCITY_RESISTANCE,
  DRAWER_DRAG_THRESHOLD_PX,
  isDragStarted,
  releaseVelocity,
  sheetOffset,
  shouldCloseDrawer,
} from '../drawer-gesture';

describe('drawer drag rules (spec 001 section 9: past 100 px, 300 px with resistance, velocity 0.5 or 2, animation 300/500 ms, drag threshold 5)', () => {
  it('has the specs’ numbers', () => {
    expect(DRAWER_DRAG_THRESHOLD_PX).toBe(5);
    expect(DRAWER_CLOSE_DISTANCE_PX).toBe(100);
    expect(DRAWER_CLOSE_DISTANCE_RESISTANCE_PX).toBe(300);
    expect(DRAWER_CLOSE_VELOCITY).toBe(0.5);
    expect(DRAWER_CLOSE_VELOCITY_RESISTANCE).toBe(2);
    expect(DRAWER_ANIMATION_MS).toBe(300);
    expect(DRAWER_ANIMATION_RESISTANCE_MS).toBe(500);
  });

  it('a press becomes a drag once it has moved 5 px, either way', () => {
    expect(isDragStarted(4)).toBe(false);
    expect(isDragStarted(-4.9)).toBe(false);
    expect(isDragStarted(5)).toBe(true);
    expect(isDragStarted(-5)).toBe(true);
  });

  it('closes past 100 px down, not at 100 px', () => {
    expect(shouldCloseDrawer({ distance: 100, velocity: 0, resistance: false })).toBe(false);
    expect(shouldCloseDrawer({ distance: 101, velocity: 0, resistance: false })).toBe(true);
  });

  it('closes past 300 px with resistance, not at 300 px', () => {
    expect(shouldCloseDrawer({ distance: 300, velocity: 0, resistance: true })).toBe(false);
    expect(shouldCloseDrawer({ distance: 301, velocity: 0, resistance: true })).toBe(true);
  });

  it('closes on a flick down faster than 0.5 px/ms (2 px/ms with resistance)', () => {
    expect(shouldCloseDrawer({ distance: 20, velocity: 0.5, resistance: false })).toBe(false);
    expect(shouldCloseDrawer({ distance: 20, velocity: 0.51, resistance: false })).toBe(true);
    expect(shouldCloseDrawer({ distance: 20, velocity: 2, resistance: true })).toBe(false);
    expect(shouldCloseDrawer({ distance: 20, velocity: 2.1, resistance: true })).toBe(true);
  });

  it('never closes on a drag that ends above where it started', () => {
    expect(shouldCloseDrawer({ distance: -150, velocity: 3, resistance: false })).toBe(false);
    expect(shouldCloseDrawer({ distance: 0, velocity: 3, resistance: false })).toBe(false);
  });

  it('the sheet follows the pointer down, half as far when it resists, and never goes up', () => {
    expect(sheetOffset(80, false)).toBe(80);
    expect(sheetOffset(80, true)).toBe(40);
    expect(sheetOffset(-30, false)).toBe(0);
  });

  it('measures the release velocity over the last 100 ms; a pointer that stopped has none', () => {
    const samples = [
      { y: 0, t: 0 },
      { y: 10, t: 500 },
      { y: 40, t: 550 },
      { y: 70, t: 600 },
    ];
    expect(releaseVelocity(samples, 600)).toBeCloseTo(0.6);
    expect(releaseVelocity(samples, 900)).toBe(0);
    expect(releaseVelocity([{ y: 0, t: 10 }], 10)).toBe(0);
  });
});
