import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with named parts, '…aceptás los <terms>Términos</terms> y la <privacy>…</privacy>.',
 * drawn with an element for each name: the text between the tags becomes that element's children.
 * Text is never parsed as HTML; an unknown name keeps its inner text. (In place of react-i18next's
 * <Trans>, which alone would add about 4 KB gzip to every first screen.)
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
