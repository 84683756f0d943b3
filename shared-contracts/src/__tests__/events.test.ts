import { createAppBus } from '../events';

describe('event bus', () => {
  it('is a new instance each time: the shell creates the page one and hands it to the remotes', () => {
    expect(createAppBus()).not.toBe(createAppBus());
  });

  it('delivers typed events to listeners', () => {
    const bus = createAppBus();
    const seen: unknown[] = [];
    bus.on('session:expired', (event) => seen.push(event));
    bus.emit('session:expired', { status: 401, message: 'Unauthorized' });
    expect(seen).toEqual([{ status: 401, message: 'Unauthorized' }]);
  });
});
