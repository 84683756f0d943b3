// Translation protection (spec 001 section 5): parts of a text a translator must not touch (prices,
// times, e-mail addresses, links, code words) are swapped for numbered placeholders before the text is
// sent, and put back in the translation.

/** Spec 001 section 9: the minimum length for tokenisation. */
export const PROTECT_MIN_LENGTH = 15;

/**
 * The protectable patterns of section 5, most specific first: where two could match at the same
 * place (an e-mail address holds a number, a URL holds a file name), the first one listed wins.
 */
export const PROTECTED_PATTERNS = {
  htmlTag: /<\/?[A-Za-z][^<>]*>/u,
  templateVariable: /\$\{[^{}]+\}/u,
  email: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u,
  // up to the last character that can end a link (a sentence's full stop or comma is not part of it)
  url: /(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]]/u,
  fileName:
    /[\p{L}\p{N}_-]+\.(?:pdf|png|jpe?g|gif|svg|webp|docx?|xlsx?|csv|txt|md|json|html?|css|jsx?|tsx?|zip)\b/u,
  technicalTerm: /\b(?:API|URL|HTTPS?|JSON|React|Redux|HTML|CSS|JavaScript|TypeScript|JS|Git|npm)\b/u,
  camelCase: /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/u,
  // plain and decimal numbers: 8, 180, 25.000, 12,50
  number: /\d+(?:[.,]\d+)*/u,
} as const;

const ANY_PROTECTED = new RegExp(
  Object.values(PROTECTED_PATTERNS)
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
  'gu',
);

/** The placeholder the translator leaves alone: the API's sandbox keeps `{{…}}`, and so does Google. */
export const placeholder = (index: number) => `{{${index}}}`;
// A translator may add spaces inside the braces.
const PLACEHOLDER = /\{\{\s*(\d+)\s*\}\}/gu;

export interface ProtectedText {
  /** what is sent to the translator */
  text: string;
  /** the parts swapped out, by placeholder number; empty when the text was not tokenised */
  tokens: string[];
}

/**
 * Protects a text when it is a string of at least 15 characters holding a protectable pattern; any
 * other text is sent as it is (no tokens).
 */
export function protectText(text: string): ProtectedText {
  if (text.length < PROTECT_MIN_LENGTH) return { text, tokens: [] };
  const tokens: string[] = [];
  const tokenised = text.replace(ANY_PROTECTED, (match) => {
    tokens.push(match);
    return placeholder(tokens.length - 1);
  });
  return tokens.length > 0 ? { text: tokenised, tokens } : { text, tokens: [] };
}

export interface RestoredText {
  text: string;
  /** how many of the tokens came back in the translation */
  preserved: number;
}

/**
 * Puts each token back in place of its placeholder, only when tokenisation occurred (a text that
 * was not tokenised is returned as the translator wrote it, braces and all). `preserved` counts the
 * tokens whose placeholder survived.
 */
export function restoreText(translated: string, tokens: readonly string[]): RestoredText {
  if (tokens.length === 0) return { text: translated, preserved: 0 };
  const seen = new Set<number>();
  const text = translated.replace(PLACEHOLDER, (whole, index: string) => {
    const token = tokens[Number(index)];
    if (token === undefined) return whole;
    seen.add(Number(index));
    return token;
  });
  return { text, preserved: seen.size };
}
