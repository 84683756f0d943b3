import type { Language } from './entities';
import { LOCALE_BY_LANGUAGE } from 'shared-contracts/money';

/** The seven interface languages (spec 001 section 3), in the selector's order. */
export const LANGUAGES = Object.keys(LOCALE_BY_LANGUAGE) as readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Each language named in itself, for the language selector. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  zh: '中文',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LOCALE_BY_LANGUAGE, value);

/** A package's texts: its i18next namespace, its bundled Spanish, and how to fetch another language. */
export type TextResources = Record<string, unknown>;
export interface PackageTexts {
  namespace: string;
  /** Spanish, bundled with the package: the first screen's texts and the fallback of every other language */
  bundled: TextResources;
  /** fetches the package's texts in another language (a chunk of the package) */
  load(language: Language): Promise<TextResources | { default: TextResources }>;
}
