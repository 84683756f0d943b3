import { getPageBus } from '../events';

describe('page event bus', () => {
  it('is one instance per page scope', () => {
    const page = {};
    expect(getPageBus(page)).toBe(getPageBus(page));
    expect(getPageBus({})).not.toBe(getPageBus(page));
  });

  it('delivers typed events to listeners', () => {
    const bus = getPageBus({});
    const seen: string[] = [];
    bus.on('toast:show', (e) => seen.push(`${e.kind}:${e.message}`));
    bus.emit('toast:show', { kind: 'error', message: 'No se pudo iniciar sesión' });
    expect(seen).toEqual(['error:No se pudo iniciar sesión']);
  });
});
