import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Story } from 'shared-contracts/entities';
import { closeModal, requestModal, resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBrand } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../../../app/app';
import { orderingApi } from '../../../../testing/ordering-api';
import { resolveStoryIndex, STORY_ADVANCE_MS, STORY_HOLD_MS, storyViewCall } from '../story-viewer';

beforeAll(preloadScreens);

const HOME = '/home/suc-palermo/store-palermo';
const STORIES_URL = 'GET /api/marketing/storie/marca-sabores/store-palermo/guest';

const story = (id: string, name: string, extra: Partial<Story> = {}): Story => ({
  _id: id,
  name,
  image: `https://cdn.example/${id}.jpg`,
  ...extra,
});
const three = [
  story('sto-a', 'Cómo empanamos', {
    nameButton: 'Ver menú',
    linkButton: '/menu/suc-palermo/store-palermo',
    publicDestinated: { value: 'all' },
  }),
  story('sto-b', 'Pizza a la piedra', {
    nameButton: 'Seguinos',
    linkButton: 'https://instagram.com/sabores',
  }),
  story('sto-c', 'Flan de la abuela'),
];

function openViewer(path = `${HOME}/stories/0`, stories: Story[] = three) {
  const api = orderingApi({ [STORIES_URL]: () => ({ body: { data: stories } }) });
  const view = renderRemote(<App />, { remote: 'ordering', path, brand: testBrand(), api: api.handlers });
  return { ...view, tracked: api.tracked };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('stories viewer (spec 001 sections 2 and 9)', () => {
  it('resolves stories/{index} and stories/{storyId}, and nothing else', () => {
    expect(resolveStoryIndex('0', three)).toBe(0);
    expect(resolveStoryIndex('2', three)).toBe(2);
    expect(resolveStoryIndex('3', three)).toBe(-1);
    expect(resolveStoryIndex('sto-b', three)).toBe(1);
    expect(resolveStoryIndex('sto-x', three)).toBe(-1);
    expect(resolveStoryIndex(undefined, three)).toBe(-1);
  });

  it('auto-advances every 5000 ms, fills one progress bar per story and leaves after the last', async () => {
    const view = openViewer();
    const first = await dialog('Cómo empanamos');
    expect(within(first).getByRole('status')).toHaveTextContent('Historia 1 de 3');
    const bars = first.querySelectorAll('.story-viewer__bar');
    expect(Array.from(bars, (bar) => bar.getAttribute('data-state'))).toEqual(['current', 'next', 'next']);
    expect(bars[0]?.querySelector('.story-viewer__fill')).toHaveAttribute('data-state', 'playing');

    advance(STORY_ADVANCE_MS - 1);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    advance(1);
    const second = await dialog('Pizza a la piedra');
    expect(within(second).getByRole('status')).toHaveTextContent('Historia 2 de 3');
    expect(view.history.at(-1)).toBe(`${HOME}/stories/1`);
    expect(
      Array.from(second.querySelectorAll('.story-viewer__bar'), (bar) => bar.getAttribute('data-state')),
    ).toEqual(['seen', 'current', 'next']);

    advance(STORY_ADVANCE_MS);
    await dialog('Flan de la abuela');
    advance(STORY_ADVANCE_MS);
    // after the last: back to the branch home, the story's address replaced
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.history.at(-1)).toBe(HOME);
  });

  it('taps: the right half goes forward, the left half back (the first story starts again)', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = openViewer();
    let current = await dialog('Cómo empanamos');
    await user.click(within(current).getByRole('button', { name: 'Siguiente' }));
    current = await dialog('Pizza a la piedra');
    await user.click(within(current).getByRole('button', { name: 'Anterior' }));
    current = await dialog('Cómo empanamos');

    // back on the first story: it starts over, so 4000 ms after the tap it is still shown
    advance(3000);
    await user.click(within(current).getByRole('button', { name: 'Anterior' }));
    advance(4000);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    advance(1000);
    await dialog('Pizza a la piedra');

    // forward from the last leaves
    await user.click(within(await dialog('Pizza a la piedra')).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(await dialog('Flan de la abuela')).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(view.history.at(-1)).toBe(HOME));
  });

  it('pauses while pressed, and a long press does not move when released', async () => {
    openViewer();
    const first = await dialog('Cómo empanamos');
    const next = within(first).getByRole('button', { name: 'Siguiente' });
    advance(2000);
    fireEvent.pointerDown(next);
    advance(STORY_ADVANCE_MS * 3);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    // the bar stays where the 2000 ms of 5000 left it
    const fill = first.querySelector('.story-viewer__fill');
    expect(fill).toHaveAttribute('data-state', 'paused');
    expect(fill).toHaveStyle({ transform: 'scaleX(0.4)' });
    fireEvent.pointerUp(next);
    fireEvent.click(next);
    // held for longer than STORY_HOLD_MS: the release is not a tap
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    // the 3000 ms left of the 5000 ms run once released
    advance(2999);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    advance(1);
    await dialog('Pizza a la piedra');

    // a short press is a tap
    const second = screen.getByRole('dialog', { name: 'Pizza a la piedra' });
    const forward = within(second).getByRole('button', { name: 'Siguiente' });
    fireEvent.pointerDown(forward);
    advance(STORY_HOLD_MS - 1);
    fireEvent.pointerUp(forward);
    fireEvent.click(forward);
    await dialog('Flan de la abuela');
  });

  it('pauses while the tab is hidden (visibilitychange)', async () => {
    openViewer();
    await dialog('Cómo empanamos');
    advance(1000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(STORY_ADVANCE_MS * 2);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(3999);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    advance(1);
    await dialog('Pizza a la piedra');
  });

  it('has a visible pause button (WCAG 2.2.2): paused, nothing moves until played again', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    openViewer();
    const first = await dialog('Cómo empanamos');
    await user.click(within(first).getByRole('button', { name: 'Pausar historias' }));
    advance(STORY_ADVANCE_MS * 4);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Reanudar historias' }));
    advance(STORY_ADVANCE_MS);
    await dialog('Pizza a la piedra');
  });

  it('waits while another modal covers it', async () => {
    openViewer();
    await dialog('Cómo empanamos');
    act(() => requestModal({ key: 'other', id: 'other', allowOverlap: true }));
    advance(STORY_ADVANCE_MS * 2);
    expect(screen.getByRole('dialog', { name: 'Cómo empanamos' })).toBeInTheDocument();
    act(() => closeModal('other', 0));
    advance(0);
    advance(STORY_ADVANCE_MS);
    await dialog('Pizza a la piedra');
  });

  it('keyboard: arrow keys move, Escape closes, focus stays in the dialog', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = openViewer();
    const first = await dialog('Cómo empanamos');
    expect(first).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}');
    await dialog('Pizza a la piedra');
    await user.keyboard('{ArrowLeft}');
    const again = await dialog('Cómo empanamos');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(again).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(view.history.at(-1)).toBe(HOME));
  });

  it("offers the story's button: internal in-app, external in a new tab, an unroutable one not at all", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = openViewer(`${HOME}/stories/1`, [
      ...three,
      story('sto-d', 'Sin destino', { nameButton: 'Ver', linkButton: '/menu/sab-milanesas' }),
    ]);
    const external = within(await dialog('Pizza a la piedra')).getByRole('link', { name: 'Seguinos' });
    expect(external).toHaveAttribute('href', 'https://instagram.com/sabores');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleDescription('(se abre en una pestaña nueva)');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    const nowhere = await dialog('Sin destino');
    expect(within(nowhere).queryByRole('link')).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await user.click(within(await dialog('Cómo empanamos')).getByRole('link', { name: 'Ver menú' }));
    expect(view.history.at(-1)).toBe('/menu/suc-palermo/store-palermo');
  });

  it('opens at stories/{storyId} too, and leaves when it names no story or there are none', async () => {
    let view = openViewer(`${HOME}/stories/sto-c`);
    await dialog('Flan de la abuela');
    view.unmount();
    resetModalsForTests();

    view = openViewer(`${HOME}/stories/7`);
    await waitFor(() => expect(view.history.at(-1)).toBe(HOME));
    view.unmount();

    view = openViewer(`${HOME}/stories/0`, []);
    await waitFor(() => expect(view.history.at(-1)).toBe(HOME));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records each story shown once, with every field of spec 001 section 7', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { tracked } = openViewer();
    await dialog('Cómo empanamos');
    await user.keyboard('{ArrowRight}');
    await dialog('Pizza a la piedra');
    await user.keyboard('{ArrowLeft}');
    await dialog('Cómo empanamos');
    await waitFor(() => expect(tracked.filter((t) => t.path === 'record-story-view')).toHaveLength(2));
    expect(tracked.filter((t) => t.path === 'record-story-view').map((t) => t.body)).toEqual([
      {
        idUser: 'guest',
        idMarca: 'marca-sabores',
        storeId: 'store-palermo',
        storyId: 'sto-a',
        storyName: 'Cómo empanamos',
        publicDestinated: 'all',
        nameButton: 'Ver menú',
        linkButton: '/menu/suc-palermo/store-palermo',
      },
      {
        idUser: 'guest',
        idMarca: 'marca-sabores',
        storeId: 'store-palermo',
        storyId: 'sto-b',
        storyName: 'Pizza a la piedra',
        publicDestinated: null,
        nameButton: 'Seguinos',
        linkButton: 'https://instagram.com/sabores',
      },
    ]);
    expect(storyViewCall(three[2] as Story)).toEqual({
      path: 'record-story-view',
      storyId: 'sto-c',
      storyName: 'Flan de la abuela',
      publicDestinated: null,
      nameButton: null,
      linkButton: null,
    });
  });
});
