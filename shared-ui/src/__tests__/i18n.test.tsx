import { act, render, screen } from '@testing-library/react';
import { getPageBus } from 'shared-contracts/events';
import {
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  currentLanguage,
  registerTranslations,
  resetI18nForTests,
  translate,
  useFormat,
  useT,
} from '../i18n';
import { Suspense } from 'react';

const texts = {
  es: { greeting: 'Hola {{name}}' },
  de: { greeting: 'Hallo {{name}}' },
  zh: { greeting: '你好 {{name}}' },
};
const load = jest.fn(async (language: string) => {
  if (language === 'fr') throw new Error('chunk failed');
  const found = texts[language as keyof typeof texts];
  if (!found) throw new Error(`no ${language}`);
  return { default: found };
});
registerTranslations('sample', load, texts.es);

function Greeting() {
  const { t } = useT('sample');
  const format = useFormat();
  return (
    <p>
      {t('greeting', { name: 'Ana' })} · {format.money(1234.5)} · {format.pointsLabel}
    </p>
  );
}

const shown = () => document.querySelector('p')?.textContent;

const renderGreeting = () =>
  render(
    <Suspense fallback={<p>…</p>}>
      <Greeting />
    </Suspense>,
  );

beforeEach(async () => {
  load.mockClear();
  localStorage.clear();
  await resetI18nForTests('es');
});

describe('interface language (spec 001 sections 3, 4 and 9)', () => {
  it('starts in es (the default) from the bundled texts, without fetching anything', () => {
    renderGreeting();
    expect(shown()).toBe('Hola Ana · $\u00a01.234,5 · PTS');
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('es-AR');
  });

  it('a change reaches mounted screens without a reload, is stored locally and announced on the bus', async () => {
    const heard: unknown[] = [];
    const bus = getPageBus();
    const listener = (event: unknown) => heard.push(event);
    bus.on('language:changed', listener);
    renderGreeting();
    await act(() => changeLanguage('de'));
    expect(shown()).toBe('Hallo Ana · 1.234,5\u00a0ARS · PKT');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(heard).toEqual([{ language: 'de', previous: 'es' }]);
    expect(document.documentElement.lang).toBe('de-DE');
    expect(load).toHaveBeenCalledWith('de');
    bus.off('language:changed', listener);
  });

  it('uses the points label 分 and the zh-CN locale in Chinese', async () => {
    renderGreeting();
    await act(() => changeLanguage('zh'));
    expect(shown()).toBe('你好 Ana · ARS\u00a01,234.5 · 分');
    expect(currentLanguage()).toBe('zh');
  });

  it('starts in the stored language on the next visit', async () => {
    await resetI18nForTests('de', ['sample']);
    renderGreeting();
    expect(await screen.findByText(/^Hallo Ana/)).toBeInTheDocument();
  });

  it('keeps the language and its texts when another language cannot be fetched, and says so', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGreeting();
    let failure: unknown;
    await act(async () => {
      await changeLanguage('fr').catch((error: unknown) => (failure = error));
    });
    expect(String(failure)).toContain('the fr texts of sample could not be loaded');
    expect(screen.getByText(/^Hola Ana/)).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(logged).toHaveBeenCalledWith(
      '[i18n] the fr texts of "sample" could not be loaded',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});

describe('texts: keys, placeholders, plurals and the Spanish fallback', () => {
  const catalog = {
    es: {
      cart: { items_one: '{{count}} producto', items_other: '{{count}} productos' },
      welcome: 'Bienvenido a {{appName}}',
      onlySpanish: 'Solo en español',
      table: 'Mesa {{table}}',
    },
    en: {
      cart: { items_one: '{{count}} product', items_other: '{{count}} products' },
      welcome: 'Welcome to {{ appName }}',
      table: 'Table {{table}}',
    },
    fr: { cart: { items_one: '{{count}} produit', items_other: '{{count}} produits' } },
  };
  registerTranslations(
    'texts',
    async (language) => ({ default: catalog[language as 'en' | 'fr'] }),
    catalog.es,
  );

  it('reads nested keys and fills {{name}} placeholders (a missing value leaves nothing)', () => {
    expect(translate('texts', 'welcome', { appName: 'Sabores' })).toBe('Bienvenido a Sabores');
    expect(translate('texts', 'table', {})).toBe('Mesa ');
  });

  it('picks the plural form by the language rules: 1 → _one, 0 and 2 → _other in Spanish', () => {
    expect(translate('texts', 'cart.items', { count: 1 })).toBe('1 producto');
    expect(translate('texts', 'cart.items', { count: 0 })).toBe('0 productos');
    expect(translate('texts', 'cart.items', { count: 2 })).toBe('2 productos');
  });

  it('in French 0 is singular, as Intl.PluralRules says', async () => {
    await resetI18nForTests('fr', ['texts']);
    expect(translate('texts', 'cart.items', { count: 0 })).toBe('0 produit');
    expect(translate('texts', 'cart.items', { count: 3 })).toBe('3 produits');
  });

  it('falls back to the Spanish text for a key the language lacks, and to the key when none has it', async () => {
    await resetI18nForTests('en', ['texts']);
    expect(translate('texts', 'welcome', { appName: 'Sabores' })).toBe('Welcome to Sabores');
    expect(translate('texts', 'onlySpanish')).toBe('Solo en español');
    expect(translate('texts', 'nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('a screen whose namespace cannot be fetched in the language shows its Spanish texts', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerTranslations('broken', () => Promise.reject(new Error('404')), { title: 'Título' });
    await resetI18nForTests('de');
    function Title() {
      const { t } = useT('broken');
      return <h1>{t('title')}</h1>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Title />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Título' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[i18n] the de texts of "broken" could not be loaded',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
