import {
  contrastRatio,
  deriveTextColours,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  readableForeground,
  relativeLuminance,
} from '../brand-contrast';
import { ANDINA, SABORES } from './demo-palettes';

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('WCAG relative luminance and contrast ratio', () => {
  it('reads #rgb and #rrggbb in any case, and nothing else', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('#B5452F')).toEqual([181, 69, 47]);
    expect(parseHexColour('b5452f')).toEqual([181, 69, 47]);
    expect(parseHexColour('rgb(0 0 0)')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
  });

  it('gives black 0 and white 1, and the WCAG figures in between', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(round2(relativeLuminance('#808080'))).toBe(0.22);
  });

  it('is 21:1 for black on white, 1:1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#B5452F', '#B5452F')).toBe(1);
    expect(contrastRatio('#fff', '#B5452F')).toBe(contrastRatio('#B5452F', '#fff'));
  });

  it("measures the issue's badge: white on #c46a59 (white at 20 % over the primary) is 3.78:1", () => {
    expect(round2(contrastRatio('#ffffff', '#c46a59'))).toBe(3.78);
  });
});

describe('readableForeground', () => {
  it("keeps the brand's own colour when it reaches 4.5:1", () => {
    expect(readableForeground(['#B5452F'], '#ffffff')).toBe('#ffffff');
    expect(readableForeground(['#FFF8F0', '#FFFFFF'], '#2D1E17')).toBe('#2D1E17');
  });

  it('darkens a colour that is too light on a light background, by the least that reaches 4.5:1', () => {
    const fg = readableForeground(['#ffffff'], '#F28F3B');
    expect(contrastRatio(fg, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(fg, '#ffffff')).toBeLessThan(4.8);
    // darker, same hue family: red stays the strongest channel
    const [r, g, b] = parseHexColour(fg) ?? [0, 0, 0];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('lightens a dark colour on a dark background when darkening cannot get there', () => {
    // Andina's text colour on its secondary: 2.56:1, and even black only reaches 3.8:1.
    expect(round2(contrastRatio('#102A43', '#1B6E8F'))).toBe(2.56);
    expect(contrastRatio('#000000', '#1B6E8F')).toBeLessThan(MIN_TEXT_CONTRAST);
    const fg = readableForeground(['#1B6E8F'], '#102A43');
    expect(relativeLuminance(fg)).toBeGreaterThan(relativeLuminance('#1B6E8F'));
    expect(contrastRatio(fg, '#1B6E8F')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('reaches 4.5:1 even from a colour equal to its background', () => {
    const fg = readableForeground(['#777777'], '#777777');
    expect(contrastRatio(fg, '#777777')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('ends at black or white, whichever is better, when no colour reaches the ratio on every background', () => {
    expect(['#000000', '#ffffff']).toContain(readableForeground(['#000000', '#ffffff'], '#777777', 7));
  });

  it('takes the first of several own colours that passes, else adjusts the closest one', () => {
    expect(readableForeground(['#F28F3B'], ['#ffffff', '#2D1E17'])).toBe('#2D1E17');
    expect(readableForeground(['#B5452F'], ['#ffffff', '#2D1E17'])).toBe('#ffffff');
    // white 2.4:1 and a light grey 1.9:1 on orange: white is the closer, and is darkened
    const fg = readableForeground(['#F28F3B'], ['#dddddd', '#ffffff']);
    expect(fg).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio(fg, '#F28F3B')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('passes on every background it is given', () => {
    const fg = readableForeground(['#FFF8F0', '#FFD8B8'], '#F28F3B');
    expect(contrastRatio(fg, '#FFF8F0')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(fg, '#FFD8B8')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('leaves a colour it cannot measure as it is', () => {
    expect(readableForeground(['#ffffff'], 'rebeccapurple')).toBe('rebeccapurple');
    expect(readableForeground(['var(--x)'], '#eeeeee')).toBe('#eeeeee');
  });
});

describe('deriveTextColours: every brand colour pair used for text reaches 4.5:1 (issue 11, item 8)', () => {
  const pairs = (c: Record<string, string>, derived: Record<string, string>) => [
    ['on-primary on primary', derived['on-primary'], c.primary],
    ['on-secondary on secondary', derived['on-secondary'], c.secondary],
    ['text on background', derived.text, c.background],
    ['text on surface', derived.text, c.surface],
    ['muted on background', derived.muted, c.background],
    ['muted on surface', derived.muted, c.surface],
    ['primary-text on background', derived['primary-text'], c.background],
    ['primary-text on surface', derived['primary-text'], c.surface],
  ];

  it.each([
    ['Sabores del Sur (b2c)', SABORES],
    ['Andina Mayorista (b2b)', ANDINA],
  ])('%s', (_, brand) => {
    const derived = deriveTextColours(brand);
    for (const [name, fg, bg] of pairs(brand, derived)) {
      expect([name, contrastRatio(fg ?? '', bg ?? '') >= MIN_TEXT_CONTRAST]).toEqual([name, true]);
    }
  });

  it("keeps each brand's own colours where they pass, and changes only Andina's text on its secondary", () => {
    expect(deriveTextColours(SABORES)).toEqual({
      'on-primary': '#ffffff',
      'on-secondary': '#2D1E17',
      text: '#2D1E17',
      muted: '#5f5752',
      'primary-text': '#B5452F',
    });
    // Andina's text on its secondary is 2.56:1; white, the next of its own, is 5.72:1.
    expect(deriveTextColours(ANDINA)).toEqual({
      'on-primary': '#ffffff',
      'on-secondary': '#ffffff',
      text: '#102A43',
      muted: '#5f5752',
      'primary-text': '#1F4E79',
    });
  });

  it("uses a brand's own on-primary when it gives one, and fixes it when it does not pass", () => {
    expect(deriveTextColours({ primary: '#FFD600', 'on-primary': '#1A1A1A' })['on-primary']).toBe('#1A1A1A');
    // White on yellow fails; the brand's text colour is the next of its own.
    expect(deriveTextColours({ primary: '#FFD600', text: '#202020' })['on-primary']).toBe('#202020');
    const fixed = deriveTextColours({ primary: '#FFD600', 'on-primary': '#FFFFFF', text: '#8A8A8A' });
    expect(contrastRatio(fixed['on-primary'] ?? '', '#FFD600')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('makes a light primary readable as text on the page, leaving the primary itself alone', () => {
    const derived = deriveTextColours({ primary: '#F28F3B', background: '#FFFFFF', surface: '#FFFFFF' });
    expect(derived['primary-text']).not.toBe('#F28F3B');
    expect(contrastRatio(derived['primary-text'] ?? '', '#FFFFFF')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(derived).not.toHaveProperty('primary');
  });
});
