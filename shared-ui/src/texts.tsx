// How a package's components read the page's texts: react-i18next's hooks on the page's one
// i18next instance (MountProps.i18n), with the package's namespace added on first use.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from 'shared-contracts/entities';
import { DEFAULT_LANGUAGE, isLanguage, type PackageTexts } from 'shared-contracts/languages';
import type { ShellI18n } from 'shared-contracts/mount';
import {
  formatMoney,
  formatNumber,
  formatPoints,
  LOCALE_BY_LANGUAGE,
  POINTS_LABEL_BY_LANGUAGE,
} from 'shared-contracts/money';

const PageI18nContext = createContext<ShellI18n | null>(null);

/** Puts a React root (the shell's, a remote's) on the page's i18next instance. */
export function PageI18nProvider({ i18n, children }: { i18n: ShellI18n; children: ReactNode }) {
  return (
    <PageI18nContext.Provider value={i18n}>
      <I18nextProvider i18n={i18n.instance}>{children}</I18nextProvider>
    </PageI18nContext.Provider>
  );
}

/** The page's i18n handle (add texts, change the language). */
export function usePageI18n(): ShellI18n {
  const i18n = useContext(PageI18nContext);
  if (!i18n) throw new Error('usePageI18n must be used inside <PageI18nProvider>');
  return i18n;
}

/** A language the app has texts for, else the default (Spanish). */
export const asLanguage = (value: string | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/**
 * `useTranslation` for one package's namespace, adding the package's texts to the page the first
 * time. Suspends until the texts of the current language are there, so a screen never shows a key.
 */
export function useTexts(texts: PackageTexts) {
  usePageI18n().addTexts(texts);
  const { t, i18n } = useTranslation(texts.namespace);
  return { t, i18n, language: asLanguage(i18n.resolvedLanguage ?? i18n.language) };
}

/**
 * Numbers, money, points, dates and the points label in the current language's locale (Intl): every
 * amount and point a screen prints goes through shared-contracts/money's formatters (`points` since
 * platform 2.6).
 */
export function useFormat() {
  // No namespace (`[]`): the page's i18next for its language only. Without one, react-i18next asks
  // for a 'translation' namespace the page does not have and suspends the first screen that asks.
  const { i18n } = useTranslation([]);
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const locale = LOCALE_BY_LANGUAGE[language];
    return {
      language,
      locale,
      pointsLabel: POINTS_LABEL_BY_LANGUAGE[language],
      money: (value: number) => formatMoney(value, locale),
      number: (value: number) => formatNumber(value, locale),
      points: (value: number) => formatPoints(value, locale),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(new Date(value)),
    };
  }, [language]);
}
