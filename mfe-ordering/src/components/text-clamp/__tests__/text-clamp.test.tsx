import { renderWithTexts } from 'shared-ui/testing/render-with-texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT_CLAMP_DEFAULT_LINES, TextClamp } from '../text-clamp';

// jsdom lays nothing out: a text is "tall" (120 px) when it has more than 40 characters, and a
// clamped box shows 60 px of it.
const descriptors = {
  scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
const contentHeight = (element: HTMLElement) => ((element.textContent ?? '').length > 40 ? 120 : 40);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return contentHeight(this);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ui-text-clamp__text--clamped')
        ? Math.min(60, contentHeight(this))
        : contentHeight(this);
    },
  });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

const LONG =
  'Hamburguesa doble con cheddar, panceta crocante, cebolla caramelizada y salsa de la casa, con papas.';

describe('text clamp (spec 000/001 section 9: 3 lines, Ver más and Ver menos)', () => {
  it('clamps to 3 lines by default', () => {
    renderWithTexts(<TextClamp>{LONG}</TextClamp>);
    expect(TEXT_CLAMP_DEFAULT_LINES).toBe(3);
    expect(screen.getByText(LONG)).toHaveClass('ui-text-clamp__text--clamped');
    expect(screen.getByText(LONG)).toHaveStyle({ '--ui-clamp-lines': '3' });
  });

  it('shows no toggle when the text fits', () => {
    renderWithTexts(<TextClamp>Papas fritas.</TextClamp>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows Ver más when the text overflows, expands to Ver menos, and collapses again', async () => {
    const user = userEvent.setup();
    renderWithTexts(<TextClamp lines={2}>{LONG}</TextClamp>);
    const text = screen.getByText(LONG);
    expect(text).toHaveStyle({ '--ui-clamp-lines': '2' });
    const more = screen.getByRole('button', { name: 'Ver más' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Ver menos' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('ui-text-clamp__text--clamped');

    await user.click(less);
    expect(screen.getByRole('button', { name: 'Ver más' })).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveClass('ui-text-clamp__text--clamped');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTexts(<TextClamp>{LONG}</TextClamp>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ver más' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
  });

  it('measures again when the text changes', () => {
    const { rerender } = renderWithTexts(<TextClamp>Papas fritas.</TextClamp>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<TextClamp>{LONG}</TextClamp>);
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
  });
});
