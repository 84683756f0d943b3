import { act, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createShellHistory, ShellRouter } from '../shell-history';

function Where() {
  const { pathname, search } = useLocation();
  return <p>en {`${pathname}${search}`}</p>;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe("the page's one history", () => {
  it('tells every listener about pushes, replacements and the browser going back', async () => {
    const history = createShellHistory();
    const seen: string[][] = [[], []];
    history.listen(({ location }) => seen[0]!.push(location.pathname));
    const stop = history.listen(({ location }) => seen[1]!.push(location.pathname));

    history.push('/menu/suc-1/store-1');
    history.replace({ pathname: '/club', search: '?plan=anual' });
    expect(window.location.pathname + window.location.search).toBe('/club?plan=anual');
    stop();
    history.push('/puntos');
    await act(async () => {
      history.go(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });

    expect(seen[0]).toEqual(['/menu/suc-1/store-1', '/club', '/puntos', '/club']);
    expect(seen[1]).toEqual(['/menu/suc-1/store-1', '/club']);
    expect(history.createHref({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });

  it("the shell's router shows every change, including one made before it first rendered", () => {
    const history = createShellHistory();
    history.push('/auth?table=5');
    render(
      <ShellRouter history={history}>
        <Where />
      </ShellRouter>,
    );
    expect(screen.getByText('en /auth?table=5')).toBeInTheDocument();
    act(() => history.push('/home/suc-1/store-1'));
    expect(screen.getByText('en /home/suc-1/store-1')).toBeInTheDocument();
  });
});
