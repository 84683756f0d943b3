/**
 * Readable text colours from a brand's palette (WCAG 2.2, 1.4.3 Contrast (Minimum)). A brand gives
 * colours, not pairs: white on its primary, its text colour on its secondary, its primary as a link on
 * its background. Each pair the interface draws text with is checked here, and a pair under 4.5:1 gets
 * a foreground that reaches it, as close to the brand's own as possible.
 */

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** '#rgb' or '#rrggbb' (any case) as 0–255 channels; null for anything else. */
export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminanceOf = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

const ratioOf = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(colour: string): number {
  const rgb = parseHexColour(colour);
  if (!rgb) throw new Error(`not a hex colour: ${colour}`);
  return luminanceOf(rgb);
}

/** WCAG contrast ratio of two hex colours, 1 to 21, the same either way round. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHexColour(a);
  const y = parseHexColour(b);
  if (!x || !y) throw new Error(`not hex colours: ${a}, ${b}`);
  return ratioOf(x, y);
}

// Rounded to whole channels, so the colour measured is the colour written out.
const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * share)) as unknown as Rgb;

const worstRatio = (fg: Rgb, backgrounds: readonly Rgb[]) =>
  Math.min(...backgrounds.map((bg) => ratioOf(fg, bg)));

/**
 * A text colour that reaches `min` on every one of `backgrounds`: the first of `preferred` (the
 * brand's own colours for the role, best first) that does; else the closest of them darkened or
 * lightened by the least that does (its hue stays); at the far end of both ways that is black or
 * white, whichever passes (one of them always reaches 4.5:1 on a single background). Colours that are
 * not hex are left out; with none to measure, the first is returned as it is.
 */
export function readableForeground(
  backgrounds: readonly string[],
  preferred: string | readonly string[],
  min: number = MIN_TEXT_CONTRAST,
): string {
  const candidates = typeof preferred === 'string' ? [preferred] : preferred;
  const bgs = backgrounds.map(parseHexColour).filter((bg): bg is Rgb => bg !== null);
  const measured = candidates
    .map((value) => ({ value, rgb: parseHexColour(value) }))
    .filter((c): c is { value: string; rgb: Rgb } => c.rgb !== null)
    .map((c) => ({ ...c, ratio: worstRatio(c.rgb, bgs) }));
  if (measured.length === 0 || bgs.length === 0) return candidates[0] ?? '';
  const passing = measured.find((c) => c.ratio >= min);
  if (passing) return passing.value;
  const closest = measured.reduce((best, c) => (c.ratio > best.ratio ? c : best));
  const STEPS = 100;
  for (let step = 1; step <= STEPS; step += 1) {
    const share = step / STEPS;
    const darker = mix(closest.rgb, BLACK, share);
    const lighter = mix(closest.rgb, WHITE, share);
    const darkRatio = worstRatio(darker, bgs);
    const lightRatio = worstRatio(lighter, bgs);
    if (darkRatio >= min || lightRatio >= min) return toHex(darkRatio >= lightRatio ? darker : lighter);
  }
  // Backgrounds far apart (a black and a white one) may leave no colour at `min`: the better end.
  return toHex(worstRatio(BLACK, bgs) >= worstRatio(WHITE, bgs) ? BLACK : WHITE);
}

/**
 * The fallbacks of shared-ui/src/styles.css, for a colour the brand does not give (keep them in step).
 */
const DEFAULT_BRAND_COLOURS = {
  primary: '#b3261e',
  'on-primary': '#ffffff',
  secondary: '#f5a623',
  background: '#fffaf5',
  surface: '#ffffff',
  text: '#1f1a17',
  muted: '#5f5752',
} as const;

/**
 * The text colours the interface draws on brand colours, each made readable (custom property name
 * without `--color-`, and value):
 * - `on-primary`: on the primary (header, buttons, the QR button, the points badge's inverse);
 * - `on-secondary`: on the secondary (the active QR button);
 * - `text` and `muted`: on the page's background and on cards (surface);
 * - `primary-text`: the primary used as text (links, ghost buttons, prices) on background and cards.
 * The brand's own colours come first: its `on-primary` (else white) and then its text colour on the
 * primary, its `on-secondary` (else its text colour) and then white on the secondary.
 */
export function deriveTextColours(colours: Readonly<Record<string, string>>): Record<string, string> {
  const colour = (name: keyof typeof DEFAULT_BRAND_COLOURS) => colours[name] ?? DEFAULT_BRAND_COLOURS[name];
  const page = [colour('background'), colour('surface')];
  return {
    'on-primary': readableForeground([colour('primary')], [colour('on-primary'), colour('text')]),
    'on-secondary': readableForeground(
      [colour('secondary')],
      [colours['on-secondary'] ?? colour('text'), DEFAULT_BRAND_COLOURS['on-primary']],
    ),
    text: readableForeground(page, colour('text')),
    muted: readableForeground(page, colour('muted')),
    'primary-text': readableForeground(page, colour('primary')),
  };
}
