import { deflateSync } from 'node:zlib';
import { brandInitials } from './placeholder-svg';
import { drawableCharacter, GLYPH_HEIGHT, GLYPH_WIDTH, glyphSegments } from './stroke-font';

/**
 * The brand's app icons as PNG (issue 15, installable): the header logo's badge (the brand's
 * initials on its primary colour, placeholder-svg.ts) drawn square, at the sizes a web app manifest
 * needs (Chromium installs with an icon of at least 144 px). `any`: the round badge on a transparent
 * square, as the header shows it; `maskable`: the primary colour to the edges, the initials inside the
 * safe zone (the centre circle of 80%), for launchers that cut their own shape.
 */
export type IconPurpose = 'any' | 'maskable';

export interface BrandIconOptions {
  name: string;
  /** '#rgb' or '#rrggbb' */
  background: string;
  /** '#rgb' or '#rrggbb' */
  foreground: string;
  size: number;
  purpose: IconPurpose;
}

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rgb' or '#rrggbb' as channels; `fallback` for anything else. */
function rgbOf(colour: string, fallback: Rgb): Rgb {
  const match = HEX.exec(colour.trim());
  if (!match?.[1]) return fallback;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a, [0, 0, 0])), luminance(rgbOf(b, [0, 0, 0]))].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first of `candidates` readable on `background` (4.5:1), else whichever of them reads best. */
export function readableOn(background: string, candidates: readonly string[]): string {
  const valid = candidates.filter((c) => HEX.test(c));
  const passing = valid.find((c) => contrastRatio(c, background) >= 4.5);
  if (passing) return passing;
  return valid.reduce(
    (best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best),
    '#000000',
  );
}

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/**
 * How far each pixel's centre is from the nearest stroke, measured only near each segment (the
 * rest stays Infinity): a 512 px icon in a few milliseconds rather than every pixel against every
 * segment.
 */
function strokeDistances(size: number, segments: readonly number[][], reach: number): Float32Array {
  const distances = new Float32Array(size * size).fill(Infinity);
  for (const [ax = 0, ay = 0, bx = 0, by = 0] of segments) {
    const x1 = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
    const x2 = Math.min(size - 1, Math.ceil(Math.max(ax, bx) + reach));
    const y1 = Math.max(0, Math.floor(Math.min(ay, by) - reach));
    const y2 = Math.min(size - 1, Math.ceil(Math.max(ay, by) + reach));
    for (let y = y1; y <= y2; y += 1) {
      for (let x = x1; x <= x2; x += 1) {
        const d = segmentDistance(x + 0.5, y + 0.5, ax, ay, bx, by);
        if (d < distances[y * size + x]!) distances[y * size + x] = d;
      }
    }
  }
  return distances;
}

/** The icon's pixels, RGBA, row by row. */
export function drawBrandIcon({ name, background, foreground, size, purpose }: BrandIconOptions): Uint8Array {
  const bg = rgbOf(background, [119, 119, 119]);
  const fg = rgbOf(foreground, [255, 255, 255]);
  const letters = [...brandInitials(name)].map(drawableCharacter).filter(Boolean);
  const GAP = 1.4;
  const textWidth = letters.length * GLYPH_WIDTH + Math.max(0, letters.length - 1) * GAP;
  // The initials fill about half the icon's width and a third of its height: inside the maskable
  // safe zone, and as large in the round badge as the header logo's.
  const scale = letters.length ? Math.min((0.5 * size) / textWidth, (0.34 * size) / GLYPH_HEIGHT) : 0;
  const halfPen = 0.45 * scale;
  const left = (size - textWidth * scale) / 2;
  const top = (size - GLYPH_HEIGHT * scale) / 2;
  const segments = letters.flatMap((letter, i) =>
    (glyphSegments(letter) ?? []).map(([x1, y1, x2, y2]) => {
      const offset = left + i * (GLYPH_WIDTH + GAP) * scale;
      return [offset + x1 * scale, top + y1 * scale, offset + x2 * scale, top + y2 * scale];
    }),
  );
  const distances = strokeDistances(size, segments, halfPen + 1);
  const radius = size / 2;
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      // Anti-aliased edges: the share of the pixel inside the shape, from its distance to the edge.
      const shape =
        purpose === 'maskable' ? 1 : clamp01(radius - Math.hypot(x + 0.5 - radius, y + 0.5 - radius) + 0.5);
      const ink = shape > 0 ? clamp01(halfPen - distances[y * size + x]! + 0.5) : 0;
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(bg[c]! + (fg[c]! - bg[c]!) * ink);
      pixels[at + 3] = Math.round(255 * shape);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** RGBA pixels as a PNG file (8 bits per channel, no filtering, deflated). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // compression, filter method and interlace stay 0
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // each row starts with its filter type, 0: none
    rows.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A brand icon as a PNG file. */
export function brandIconPng(options: BrandIconOptions): Buffer {
  return encodePng(options.size, options.size, drawBrandIcon(options));
}
