import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import mitt from 'mitt';
import type { Language } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import type { PackageTexts } from 'shared-contracts/languages';
import type { ShellI18n } from 'shared-contracts/mount';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { createPageI18n } from '../page-i18n';
import { PageI18nProvider, useFormat, useTexts } from '../texts';

const catalog: Partial<Record<Language, Record<string, unknown>>> = {
  es: {
    greeting: 'Hola {{name}}',
    cart: { items_one: '{{count}} producto', items_other: '{{count}} productos' },
    onlySpanish: 'Solo en español',
  },
  de: {
    greeting: 'Hallo {{name}}',
    cart: { items_one: '{{count}} Produkt', items_other: '{{count}} Produkte' },
  },
  fr: {
    greeting: 'Bonjour {{name}}',
    cart: { items_one: '{{count}} produit', items_other: '{{count}} produits' },
  },
  zh: { greeting: '你好 {{name}}' },
};

function packageTexts(namespace: string, failIn: Language[] = []) {
  const load = jest.fn(async (language: Language) => {
    if (failIn.includes(language)) throw new Error('chunk failed');
    const found = catalog[language];
    if (!found) throw new Error(`no ${language}`);
    return { default: found };
  });
  const texts: PackageTexts = { namespace, bundled: catalog.es ?? {}, load };
  return { texts, load };
}

function Greeting({ texts }: { texts: PackageTexts }) {
  const { t } = useTexts(texts);
  const format = useFormat();
  return (
    <p data-namespace={texts.namespace}>
      {t('greeting', { name: 'Ana' })} · {format.money(1234.5)} · {format.pointsLabel}
    </p>
  );
}

const shownIn = (namespace: string) => document.querySelector(`[data-namespace="${namespace}"]`)?.textContent;

function setup(language?: Language) {
  const bus = mitt<AppEvents>();
  const heard: unknown[] = [];
  bus.on('language:changed', (event) => heard.push(event));
  const i18n = createPageI18n({ bus, storage: localStorage, ...(language ? { language } : {}) });
  return { bus, heard, i18n };
}

const renderIn = (i18n: ShellI18n, texts: PackageTexts) =>
  render(
    <PageI18nProvider i18n={i18n}>
      <Suspense fallback={<p>…</p>}>
        <Greeting texts={texts} />
      </Suspense>
    </PageI18nProvider>,
  );

beforeEach(() => localStorage.clear());

describe('interface language on i18next (spec 001 sections 3, 4 and 9)', () => {
  it('starts in es (the default) from the bundled texts, without fetching anything', () => {
    const { i18n } = setup();
    const { texts, load } = packageTexts('ordering');
    renderIn(i18n, texts);
    expect(shownIn('ordering')).toBe('Hola Ana · $\u00a01.234,50 · PTS');
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('es-AR');
    expect(i18n.getLanguage()).toBe('es');
  });

  it('a change reaches every React root on the page at once, is stored locally and announced on the bus', async () => {
    const { i18n, heard } = setup();
    const ordering = packageTexts('ordering');
    const club = packageTexts('club');
    renderIn(i18n, ordering.texts);
    // A second root, as a second remote would have.
    const other = document.body.appendChild(document.createElement('div'));
    const root = createRoot(other);
    await act(async () => {
      root.render(
        <PageI18nProvider i18n={i18n}>
          <Suspense fallback={null}>
            <Greeting texts={club.texts} />
          </Suspense>
        </PageI18nProvider>,
      );
    });
    await act(() => i18n.changeLanguage('de'));
    expect(shownIn('ordering')).toBe('Hallo Ana · 1.234,50\u00a0ARS · PKT');
    expect(shownIn('club')).toBe('Hallo Ana · 1.234,50\u00a0ARS · PKT');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(heard).toEqual([{ language: 'de', previous: 'es' }]);
    expect(document.documentElement.lang).toBe('de-DE');
    expect(ordering.load).toHaveBeenCalledWith('de');
    expect(club.load).toHaveBeenCalledWith('de');
    act(() => root.unmount());
    other.remove();
  });

  it('uses the points label 分 and the zh-CN locale in Chinese', async () => {
    const { i18n } = setup();
    renderIn(i18n, packageTexts('loyalty').texts);
    await act(() => i18n.changeLanguage('zh'));
    expect(shownIn('loyalty')).toBe('你好 Ana · ARS\u00a01,234.50 · 分');
    expect(i18n.getLanguage()).toBe('zh');
  });

  it('starts in the stored language on the next visit', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    const { i18n } = setup();
    renderIn(i18n, packageTexts('ordering').texts);
    expect(await screen.findByText(/^Hallo Ana/)).toBeInTheDocument();
  });

  it('a remote whose texts cannot be fetched shows its Spanish and does not hold the others back', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { i18n, heard } = setup();
    const ordering = packageTexts('ordering');
    const club = packageTexts('club', ['fr']);
    render(
      <PageI18nProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <Greeting texts={ordering.texts} />
          <Greeting texts={club.texts} />
        </Suspense>
      </PageI18nProvider>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(shownIn('ordering')).toMatch(/^Bonjour Ana/);
    expect(shownIn('club')).toMatch(/^Hola Ana/);
    expect(i18n.getLanguage()).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(heard).toEqual([{ language: 'fr', previous: 'es' }]);
    expect(logged).toHaveBeenCalledWith(
      '[i18n] the fr texts of "club" could not be loaded',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});

describe('texts: keys, placeholders, plurals and the Spanish fallback', () => {
  it('reads nested keys, fills {{name}} and picks plurals by the language rules (1 → _one, 0 and 2 → _other in Spanish)', () => {
    const { i18n } = setup();
    i18n.addTexts(packageTexts('sample').texts);
    const t = i18n.instance.getFixedT('es', 'sample');
    expect(t('greeting', { name: 'Sabores' })).toBe('Hola Sabores');
    expect(t('cart.items', { count: 1 })).toBe('1 producto');
    expect(t('cart.items', { count: 0 })).toBe('0 productos');
    expect(t('cart.items', { count: 2 })).toBe('2 productos');
  });

  it('in French 0 is singular, as Intl.PluralRules says; a key the language lacks falls back to Spanish', async () => {
    const { i18n } = setup();
    i18n.addTexts(packageTexts('sample').texts);
    await i18n.changeLanguage('fr');
    const t = i18n.instance.getFixedT('fr', 'sample');
    expect(t('cart.items', { count: 0 })).toBe('0 produit');
    expect(t('cart.items', { count: 3 })).toBe('3 produits');
    expect(t('onlySpanish')).toBe('Solo en español');
  });
});
