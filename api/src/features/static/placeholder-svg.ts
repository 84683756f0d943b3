/** Offline image placeholders: a coloured card with a title, drawn as SVG (no network, no files). */
export interface PlaceholderOptions {
  title: string;
  subtitle?: string;
  background: string;
  foreground: string;
  width?: number;
  height?: number;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);

export function placeholderSvg({
  title,
  subtitle,
  background,
  foreground,
  width = 640,
  height = 360,
}: PlaceholderOptions): string {
  const bg = colour(background, '#777777');
  const fg = colour(foreground, '#FFFFFF');
  // The title fits the central square of the image (about 0.6 em a bold character, with a margin):
  // a card or a story that crops the image to its box (object-fit: cover) still shows the whole
  // text, whichever side it crops.
  const visible = Math.min(width, height);
  const titleSize = Math.round(Math.min(height / 6, (visible * 1.3) / Math.max(title.length, 8)));
  // The subtitle (a product's description) keeps to the same square: on one line at half the title's
  // size where it fits, else on two lines ('De harina de garbanzos, la porción' ran off a menu card).
  const subtitleLines = subtitle ? subtitleLayout(subtitle, visible, titleSize / 2) : null;
  const subtitleText = subtitleLines
    ? subtitleLines.lines
        .map(
          (line, index) =>
            `<text x="50%" y="${Math.round(height / 2 + titleSize + index * subtitleLines.size * 1.2)}" font-size="${subtitleLines.size}" opacity="0.85">${escapeXml(line)}</text>`,
        )
        .join('\n')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<rect width="100%" height="100%" fill="${bg}"/>
<g fill="${fg}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">
<text x="50%" y="${Math.round(height / 2 - (subtitle ? titleSize / 3 : 0))}" font-size="${titleSize}">${escapeXml(title)}</text>
${subtitleText}
</g>
</svg>
`;
}

/** A bold character is about 0.62 em wide: the size at which a line fills at most 0.9 of the square. */
function fitSize(line: string, visible: number, largest: number): number {
  return Math.round(Math.min(largest, (visible * 0.9) / (Math.max(line.length, 8) * 0.62)));
}

/** One line where it fits at two thirds of the size asked or more, else two lines split at a space. */
function subtitleLayout(
  subtitle: string,
  visible: number,
  largest: number,
): { lines: string[]; size: number } {
  const oneLine = fitSize(subtitle, visible, largest);
  const words = subtitle.split(' ');
  if (oneLine >= (largest * 2) / 3 || words.length < 2) return { lines: [subtitle], size: oneLine };
  let best: string[] = [subtitle];
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longest = (candidate: string[]) => Math.max(...candidate.map((line) => line.length));
    if (best.length === 1 || longest(lines) < longest(best)) best = lines;
  }
  const size = Math.min(...best.map((line) => fitSize(line, visible, largest)));
  return { lines: best, size };
}

/** Up to two initials of a brand's name, for its logo and its app icons (brand-icon-png.ts). */
export function brandInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÁÉÍÓÚÑ]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A round badge with the brand's initials, for the header. */
export function logoSvg({
  name,
  background,
  foreground,
}: {
  name: string;
  background: string;
  foreground: string;
}): string {
  const initials = brandInitials(name);
  const bg = colour(background, '#777777');
  const fg = colour(foreground, '#FFFFFF');
  const width = 72 + Math.ceil(name.length * 12.5) + 8;
  // Its natural size is twice the drawing's: the splash shows the logo across most of a phone's width
  // (spec 001: a full-screen logo), and a browser rates an image shown larger than its natural size by
  // its natural size when it looks for the page's largest paint. The header and the auth landing set
  // their own heights.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="128" viewBox="0 0 ${width} 64" role="img" aria-label="${escapeXml(name)}">
<circle cx="32" cy="32" r="30" fill="${bg}"/>
<text x="32" y="33" fill="${fg}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="24" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>
<text x="72" y="33" fill="${bg}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="20" font-weight="700" dominant-baseline="middle">${escapeXml(name)}</text>
</svg>
`;
}
