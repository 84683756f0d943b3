import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LAZY_SCREEN_RETRY_AFTER_MS, lazyScreen } from '../lazy-screen';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <h1>Hola {name}</h1>;
}

function deferred() {
  let resolve!: (value: typeof Greeting) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<typeof Greeting>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const view = (Screen: ReturnType<typeof lazyScreen<{ name: string }>>) => (
  <Boundary>
    <Suspense fallback={<p>cargando</p>}>
      <Screen name="Ana" />
    </Suspense>
  </Boundary>
);

describe('lazyScreen: a remote screen in its own chunk', () => {
  it('shows the Suspense fallback until the chunk arrives, then the screen with its props', async () => {
    const chunk = deferred();
    const load = jest.fn(() => chunk.promise);
    const Screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(view(Screen));
    });
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByRole('heading', { name: 'Hola Ana' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once once preloaded, loading the chunk only once', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Screen = lazyScreen(load);
    await Screen.preload();
    await Screen.preload();
    render(view(Screen));
    expect(screen.getByRole('heading', { name: 'Hola Ana' })).toBeInTheDocument();
    expect(screen.queryByText('cargando')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails reaches the error boundary; a render 1 s later loads it again, not sooner', async () => {
    expect(LAZY_SCREEN_RETRY_AFTER_MS).toBe(1000);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const now = jest.spyOn(Date, 'now').mockReturnValue(50_000);
    const first = deferred();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValue(Greeting);
    const Screen = lazyScreen(load);
    const mount = async () => {
      let unmount = () => {};
      await act(async () => {
        ({ unmount } = render(view(Screen)));
      });
      return unmount;
    };
    const unmountFirst = await mount();
    await act(async () => first.reject(new Error('Loading chunk 42 failed')));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 42 failed');
    expect(load).toHaveBeenCalledTimes(1);
    unmountFirst();

    now.mockReturnValue(50_999);
    const unmountSoon = await mount();
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 42 failed');
    expect(load).toHaveBeenCalledTimes(1);
    unmountSoon();

    now.mockReturnValue(51_000);
    await mount();
    expect(await screen.findByRole('heading', { name: 'Hola Ana' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
