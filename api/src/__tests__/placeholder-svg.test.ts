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

/** Each <text> after the title: its font size and its text. */
function subtitleLines(svg: string): { size: number; text: string }[] {
  return [...svg.matchAll(/<text [^>]*font-size="(\d+)" opacity="0.85">([^<]*)<\/text>/g)].map((m) => ({
    size: Number(m[1]),
    text: m[2] ?? '',
  }));
}

// A walk found a menu card's image cutting its description ('De harina de garbanzos, la porción').
describe("placeholder images keep a product's description inside the central square", () => {
  it.each([
    ['Fainá', 'De harina de garbanzos, la porción', 480, 360],
    ['Milanesa napolitana', 'Con jamón, muzzarella y salsa de tomate, con guarnición a elección', 480, 360],
    ['Empanada', 'Carne cortada a cuchillo', 480, 360],
    ['Cómo empanamos', 'Ver más', 360, 640],
  ])('%s: %s at %ix%i', (title, subtitle, width, height) => {
    const svg = placeholderSvg({
      title,
      subtitle,
      background: '#B84A33',
      foreground: '#FFFFFF',
      width,
      height,
    });
    const lines = subtitleLines(svg);
    expect(lines.map((line) => line.text).join(' ')).toBe(subtitle);
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) {
      expect(line.text.length * 0.62 * line.size).toBeLessThanOrEqual(Math.min(width, height));
      // still readable on a card: never below a third of the title's size
      expect(line.size).toBeGreaterThanOrEqual(titleSize(svg) / 3);
    }
  });

  it('keeps a short description on one line at half the title size', () => {
    const svg = placeholderSvg({
      title: 'Empanada',
      subtitle: 'Carne',
      background: '#B84A33',
      foreground: '#FFFFFF',
    });
    expect(subtitleLines(svg)).toEqual([{ size: Math.round(titleSize(svg) / 2), text: 'Carne' }]);
  });
});
