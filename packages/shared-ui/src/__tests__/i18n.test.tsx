import { act, render, screen } from '@testing-library/react';
import { getPageBus } from 'shared-contracts/events';
import {
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  currentLanguage,
  I18nRoot,
  registerTranslations,
  resetI18nForTests,
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
    <I18nRoot>
      <Suspense fallback={<p>…</p>}>
        <Greeting />
      </Suspense>
    </I18nRoot>,
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

  it('keeps the Spanish texts when another language cannot be fetched', async () => {
    renderGreeting();
    await act(async () => {
      await changeLanguage('fr').catch(() => undefined);
    });
    expect(screen.getByText(/^Hola Ana/)).toBeInTheDocument();
  });
});
