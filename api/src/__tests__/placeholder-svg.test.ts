import { placeholderSvg } from '../features/static/placeholder-svg';

/** The title's font size in a placeholder, read from its first <text>. */
function titleSize(svg: string): number {
  const match = /<text [^>]*font-size="(\d+)">/.exec(svg);
  return Number(match?.[1]);
}

// Issue 11 item 7: placeholder images cropped their own text ('ómo empanamo' in a story, 'icada para
// do' on a menu card) once a card or the story viewer fitted them to a box of another shape.
describe('placeholder images keep their title inside the central square', () => {
  it.each([
    ['Picada para dos', 640, 360],
    ['Cómo empanamos', 640, 360],
    ['Cómo empanamos', 360, 640],
    ['Catering para eventos', 640, 360],
    ['Milanesa de carne con papas fritas', 640, 640],
  ])('%s at %ix%i', (title, width, height) => {
    const size = titleSize(
      placeholderSvg({ title, background: '#B84A33', foreground: '#FFFFFF', width, height }),
    );
    // a bold system-ui character is about 0.62 em wide: the line must fit the square's width
    expect(title.length * 0.62 * size).toBeLessThanOrEqual(Math.min(width, height));
  });
});
