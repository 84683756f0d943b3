import { createStore } from 'zustand/vanilla';
import { PRICE_FIRST_SCREENS, SETTLED_MS, warmFormattersWhenUseful } from '../warm-formatters';

/** The options as the bootstrap passes them, over a store holding a session or none. */
function setUp(pathname: string, session: string | null) {
  const store = createStore<{ session: string | null }>(() => ({ session }));
  const warm = jest.fn();
  const idle: (() => void)[] = [];
  warmFormattersWhenUseful({
    pathname,
    session: store,
    warm,
    whenIdle: (task) => idle.push(task),
  });
  const runIdle = () => idle.splice(0).forEach((task) => task());
  return { store, warm, runIdle };
}

describe("the page's first number formatter, made ahead (issue 30 item 5)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(PRICE_FIRST_SCREENS.map((path) => [`${path}/a/b`]))(
    'with a session on %s (a screen that draws amounts): in the first idle moment',
    (path) => {
      const { warm, runIdle } = setUp(path, 'a session');
      expect(warm).not.toHaveBeenCalled();
      runIdle();
      expect(warm).toHaveBeenCalledTimes(1);
    },
  );

  it('with a session on the branch list: only once the page has settled, 6 s on', () => {
    const { warm, runIdle } = setUp('/', 'a session');
    runIdle();
    jest.advanceTimersByTime(SETTLED_MS - 1);
    runIdle();
    expect(warm).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    runIdle();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('without a session (/auth draws no number): not at all until one begins, then once the page has settled', () => {
    const { store, warm, runIdle } = setUp('/auth', null);
    jest.advanceTimersByTime(60_000);
    runIdle();
    expect(warm).not.toHaveBeenCalled();

    store.setState({ session: 'a guest' });
    jest.advanceTimersByTime(SETTLED_MS);
    runIdle();
    expect(warm).toHaveBeenCalledTimes(1);
    // a later change of the session (a sign-in after the guest's) makes no second one
    store.setState({ session: 'a customer' });
    jest.advanceTimersByTime(SETTLED_MS);
    runIdle();
    expect(warm).toHaveBeenCalledTimes(1);
  });
});
