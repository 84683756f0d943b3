/**
 * A small monoline font for the brand icons' initials (brand-icon-png.ts): each capital letter and
 * digit as strokes in a 4 × 6 box (x right, y down, the baseline at y = 6). Drawn with round ends
 * and a thick pen, it reads like the bold sans-serif initials of the header logo (placeholder-svg.ts),
 * without a font file or a text renderer on the server.
 */

/** A stroke: a polyline, or an elliptical arc [cx, cy, rx, ry, from°, to°] (0° right, 90° down). */
export type Stroke = { line: readonly (readonly [number, number])[] } | { arc: readonly number[] };

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

const l = (...points: [number, number][]): Stroke => ({ line: points });
const a = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke => ({
  arc: [cx, cy, rx, ry, from, to],
});

const O = a(2, 3, 2, 3, 0, 360);
const P_BOWL = [l([0, 6], [0, 0], [2.4, 0]), a(2.4, 1.6, 1.6, 1.6, -90, 90), l([2.4, 3.2], [0, 3.2])];

export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  A: [l([0, 6], [2, 0], [4, 6]), l([0.7, 4], [3.3, 4])],
  B: [
    l([0, 0], [0, 6]),
    l([0, 0], [2.5, 0]),
    a(2.5, 1.5, 1.4, 1.5, -90, 90),
    l([2.5, 3], [0, 3]),
    l([0, 3], [2.5, 3]),
    a(2.5, 4.5, 1.5, 1.5, -90, 90),
    l([2.5, 6], [0, 6]),
  ],
  C: [a(2, 3, 2, 3, -40, -320)],
  D: [l([1.5, 0], [0, 0], [0, 6], [1.5, 6]), a(1.5, 3, 2.5, 3, -90, 90)],
  E: [l([4, 0], [0, 0], [0, 6], [4, 6]), l([0, 3], [3, 3])],
  F: [l([4, 0], [0, 0], [0, 6]), l([0, 3], [3, 3])],
  G: [a(2, 3, 2, 3, -40, -330), l([2.2, 3.4], [4, 3.4], [4, 4.6])],
  H: [l([0, 0], [0, 6]), l([4, 0], [4, 6]), l([0, 3], [4, 3])],
  I: [l([2, 0], [2, 6]), l([1, 0], [3, 0]), l([1, 6], [3, 6])],
  J: [l([4, 0], [4, 4.2]), a(2, 4.2, 2, 1.8, 0, 180)],
  K: [l([0, 0], [0, 6]), l([4, 0], [0, 3.6]), l([1.4, 2.5], [4, 6])],
  L: [l([0, 0], [0, 6], [4, 6])],
  M: [l([0, 6], [0, 0], [2, 4], [4, 0], [4, 6])],
  N: [l([0, 6], [0, 0], [4, 6], [4, 0])],
  O: [O],
  P: P_BOWL,
  Q: [O, l([2.6, 4.6], [4, 6.2])],
  R: [...P_BOWL, l([2, 3.2], [4, 6])],
  S: [a(2, 1.5, 1.9, 1.5, -20, -270), a(2, 4.5, 2, 1.5, -90, 160)],
  T: [l([0, 0], [4, 0]), l([2, 0], [2, 6])],
  U: [l([0, 0], [0, 4]), a(2, 4, 2, 2, 180, 0), l([4, 4], [4, 0])],
  V: [l([0, 0], [2, 6], [4, 0])],
  W: [l([0, 0], [1, 6], [2, 2], [3, 6], [4, 0])],
  X: [l([0, 0], [4, 6]), l([4, 0], [0, 6])],
  Y: [l([0, 0], [2, 3], [4, 0]), l([2, 3], [2, 6])],
  Z: [l([0, 0], [4, 0], [0, 6], [4, 6])],
  '0': [a(2, 3, 1.8, 3, 0, 360)],
  '1': [l([1, 1], [2, 0], [2, 6]), l([1, 6], [3, 6])],
  '2': [a(2, 1.8, 1.9, 1.8, -180, 30), l([3.6, 2.8], [0, 6], [4, 6])],
  '3': [a(2, 1.5, 1.8, 1.5, -160, 90), a(2, 4.5, 2, 1.5, -90, 160)],
  '4': [l([3, 6], [3, 0], [0, 4.2], [4, 4.2])],
  '5': [l([3.8, 0], [0.3, 0], [0.1, 2.8]), a(2, 4.1, 2, 1.9, -130, 150)],
  '6': [a(2, 4.2, 2, 1.8, 0, 360), l([0.1, 3.8], [2.8, 0])],
  '7': [l([0, 0], [4, 0], [1.5, 6])],
  '8': [a(2, 1.5, 1.7, 1.5, 0, 360), a(2, 4.5, 2, 1.5, 0, 360)],
  '9': [a(2, 1.8, 2, 1.8, 0, 360), l([3.9, 2.2], [1.2, 6])],
};

/** An arc as a polyline fine enough for a 512 px icon. */
function arcPoints([cx = 0, cy = 0, rx = 0, ry = 0, from = 0, to = 0]: readonly number[]): [
  number,
  number,
][] {
  const steps = Math.max(8, Math.ceil(Math.abs(to - from) / 6));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  });
}

/** A glyph's strokes as straight segments [x1, y1, x2, y2] in its box; null for a character it lacks. */
export function glyphSegments(character: string): [number, number, number, number][] | null {
  const strokes = GLYPHS[character];
  if (!strokes) return null;
  return strokes.flatMap((stroke) => {
    const points =
      'line' in stroke ? stroke.line.map(([x, y]) => [x, y] as [number, number]) : arcPoints(stroke.arc);
    return points.slice(1).map((point, i): [number, number, number, number] => {
      const start = points[i] ?? point;
      return [start[0], start[1], point[0], point[1]];
    });
  });
}

/** A letter the font draws: accents dropped (Á → A, Ñ → N), upper case; '' when it has no glyph. */
export function drawableCharacter(character: string): string {
  const plain = character.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return plain.length === 1 && GLYPHS[plain] ? plain : '';
}
