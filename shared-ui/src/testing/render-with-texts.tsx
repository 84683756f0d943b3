import type { ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import mitt from 'mitt';
import type { Language } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import { createPageI18n } from '../page-i18n';
import { PageI18nProvider } from '../texts';

/** A fresh page i18n for a test, in `language` (Spanish, as a new visitor's page starts), storing nothing. */
export const createTestI18n = (language: Language = 'es') =>
  createPageI18n({ bus: mitt<AppEvents>(), storage: null, language });

/** `render` for a component that reads the page's texts: a fresh page i18n in `language` (Spanish). */
export function renderWithTexts(
  ui: ReactNode,
  { language = 'es', ...options }: RenderOptions & { language?: Language } = {},
): RenderResult & { i18n: ReturnType<typeof createTestI18n> } {
  const i18n = createTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PageI18nProvider i18n={i18n}>{children}</PageI18nProvider>
  );
  return { ...render(ui, { ...options, wrapper: Wrapper }), i18n };
}
