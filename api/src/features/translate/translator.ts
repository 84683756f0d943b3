import { GLOSSARY, GLOSSARY_LANGUAGES, PHRASES } from './glossary';
import type { GlossaryLanguage } from './glossary';

/** The key the sandbox accepts unless TRANSLATE_SANDBOX_KEY says otherwise. */
export const DEFAULT_TRANSLATE_KEY = 'sandbox-key';

/** The languages the sandbox knows: Spanish (the menus' language) and the glossary's. */
export const SANDBOX_LANGUAGES = ['es', ...GLOSSARY_LANGUAGES] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

/** 'pt-BR', 'zh-CN', 'EN' → the sandbox language, or null when unknown. */
export function toSandboxLanguage(code: string): SandboxLanguage | null {
  const base = code.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  return (SANDBOX_LANGUAGES as readonly string[]).includes(base) ? (base as SandboxLanguage) : null;
}

// Never translated: <span translate="no">…</span> and {{placeholders}}.
const PROTECTED = /<span\s+translate\s*=\s*["']no["'][^>]*>[\s\S]*?<\/span>|\{\{[\s\S]*?\}\}/giu;

const normalise = (text: string) => text.trim().replace(/\s+/gu, ' ').toLowerCase();

interface Known {
  spanish: string;
  language: SandboxLanguage;
}

/** Every Spanish entry with its normalised text, in the glossary's order. */
const SPANISH_NORMALISED: readonly (readonly [spanish: string, normalised: string])[] = [
  ...GLOSSARY.keys(),
].map((spanish) => [spanish, normalise(spanish)] as const);

/** Every known text in any language (normalised) → its Spanish entry and language. */
const KNOWN = new Map<string, Known>();
for (const [spanish, translations] of GLOSSARY) {
  for (const language of GLOSSARY_LANGUAGES) {
    const key = normalise(translations[language]);
    if (!KNOWN.has(key)) KNOWN.set(key, { spanish, language });
  }
}
// Spanish last, so it wins where a text is the same in Spanish and another language ('Pizzas').
for (const [spanish, normalised] of SPANISH_NORMALISED) KNOWN.set(normalised, { spanish, language: 'es' });

/** A Spanish entry in the target language, or null when the glossary lacks it. */
function translationOf(spanish: string, target: SandboxLanguage): string | null {
  if (target === 'es') return spanish;
  return GLOSSARY.get(spanish)?.[target as GlossaryLanguage] ?? null;
}

function lookup(text: string, target: SandboxLanguage): string | null {
  const known = KNOWN.get(normalise(text));
  return known ? translationOf(known.spanish, target) : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * A text whose protected segments stand for parts of a glossary text (a client that protects
 * numbers and e-mail addresses sends 'Tortas de {{0}} porciones: {{1}}' for 'Tortas de 8 porciones:
 * pedidos@…'): the glossary text it matches, with each segment standing for one value, gives the
 * translation, where each value is found again, in order, and replaced by its segment. Null when no
 * glossary text matches, or a value is missing from the translation.
 */
function lookupWithSegments(text: string, target: SandboxLanguage): string | null {
  const segments = [...text.matchAll(PROTECTED)].map((match) => match[0]);
  if (segments.length === 0) return null;
  // as normalise, without trimming each part: the spaces around a segment are the text's own
  const fold = (part: string) => part.replace(/\s+/gu, ' ').toLowerCase();
  const literal = text
    .trim()
    .split(PROTECTED)
    .map((part) => escapeRegExp(fold(part)));
  const shape = new RegExp(`^${literal.join('(.+?)')}$`, 'u');
  for (const [spanish, normalised] of SPANISH_NORMALISED) {
    const values = shape.exec(normalised)?.slice(1);
    if (!values) continue;
    const translated = translationOf(spanish, target);
    if (!translated) return null;
    let result = '';
    let rest = translated;
    for (const [i, value] of values.entries()) {
      const at = rest.toLowerCase().indexOf(value ?? '');
      if (!value || at === -1) return null;
      result += rest.slice(0, at) + (segments[i] ?? '');
      rest = rest.slice(at + value.length);
    }
    return result + rest;
  }
  return null;
}

/**
 * A sentence of the API's that begins with a phrase's Spanish beginning: the phrase in the target
 * language, its ending (a name, an order's number or its placeholder) translated when the glossary
 * knows it. Null when no phrase begins the text.
 */
function lookupPhrase(text: string, target: SandboxLanguage): string | null {
  if (target === 'es') return null;
  const trimmed = text.trim();
  for (const [spanish, translations] of PHRASES) {
    if (!trimmed.toLowerCase().startsWith(spanish.toLowerCase())) continue;
    const rest = trimmed.slice(spanish.length).trim();
    if (!rest) return null;
    const ending = lookup(rest, target) ?? rest;
    return translations[target as GlossaryLanguage].replace('{rest}', () => ending);
  }
  return null;
}

/** Translates the parts between protected segments; keeps their surrounding whitespace. */
function translateParts(text: string, target: SandboxLanguage): string {
  let result = '';
  let last = 0;
  const translatePart = (part: string) => {
    const match = /^(\s*)([\s\S]*?)(\s*)$/u.exec(part);
    const [, before = '', core = '', after = ''] = match ?? [];
    if (!core) return part;
    return `${before}${lookup(core, target) ?? core}${after}`;
  };
  for (const match of text.matchAll(PROTECTED)) {
    result += translatePart(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + translatePart(text.slice(last));
}

export interface Detection {
  language: string;
  confidence: number;
}

const SPANISH_HINTS = /[ñ¿¡]|\b(de|del|la|las|el|los|con|y|en|para|por|que|un|una|sin)\b/iu;
const ENGLISH_HINTS = /\b(the|and|with|for|of|to|is|your|you)\b/iu;

/** Glossary texts are certain; otherwise a rough guess from the script and common words, 'und' if none. */
export function detect(text: string): Detection {
  const plain = text.replace(PROTECTED, ' ');
  const known = KNOWN.get(normalise(plain));
  if (known) return { language: known.language, confidence: 1 };
  if (/\p{Script=Han}/u.test(plain)) return { language: 'zh', confidence: 0.8 };
  if (SPANISH_HINTS.test(plain) || /[áéíóú]/iu.test(plain)) return { language: 'es', confidence: 0.6 };
  if (ENGLISH_HINTS.test(plain)) return { language: 'en', confidence: 0.5 };
  return { language: 'und', confidence: 0 };
}

export interface Translation {
  translatedText: string;
  /** only when no source was given, as the real service answers */
  detectedSourceLanguage?: string;
}

/**
 * The glossary's translation of the whole text, else of the glossary text its protected segments
 * stand in (the segments kept where their values are), else of each part between protected
 * segments; unknown text is returned unchanged.
 */
export function translate(text: string, target: SandboxLanguage, source?: SandboxLanguage): Translation {
  const from = source ?? detect(text).language;
  const translatedText =
    from === target
      ? text
      : (lookup(text, target) ??
        lookupWithSegments(text, target) ??
        lookupPhrase(text, target) ??
        translateParts(text, target));
  return source ? { translatedText } : { translatedText, detectedSourceLanguage: from };
}
