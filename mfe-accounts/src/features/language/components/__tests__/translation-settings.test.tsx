import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { getPageTranslation, resetPageTranslationForTests } from 'shared-ui/testing/translation';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';

beforeEach(resetAccountsState);

describe('the translation settings beside the language (spec 001 sections 3 and 7)', () => {
  it('translations are on and telemetry consent off by default; each change is stored on the device and announced', async () => {
    renderAccounts('/perfil', { session: testSession() });
    const group = await screen.findByRole('group', { name: 'Traducción automática' });
    const translations = within(group).getByRole('checkbox', { name: 'Traducir los textos de la marca' });
    const metrics = within(group).getByRole('checkbox', {
      name: 'Compartir estadísticas anónimas de traducción',
    });
    expect(translations).toBeChecked();
    expect(translations).toHaveAccessibleDescription(
      'Menú, promociones e historias en tu idioma, con un traductor automático.',
    );
    expect(metrics).not.toBeChecked();

    await userEvent.click(metrics);
    expect(metrics).toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.translationMetricsConsent)).toBe('true');
    expect(within(group).getByRole('status')).toHaveTextContent('Vas a compartir estadísticas de traducción');

    await userEvent.click(metrics);
    expect(localStorage.getItem(STORAGE_KEYS.translationMetricsConsent)).toBe('false');
    expect(within(group).getByRole('status')).toHaveTextContent(
      'Dejaste de compartir estadísticas de traducción',
    );

    await userEvent.click(translations);
    expect(translations).not.toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.translationsEnabled)).toBe('false');
    expect(within(group).getByRole('status')).toHaveTextContent('Traducción automática desactivada');
    // the page's translator reads the choices from the device when it loads (a page in another language)
    resetPageTranslationForTests();
    expect(getPageTranslation().settings.get()).toEqual({ enabled: false, metricsConsent: false });
  });

  it('a choice stored earlier is shown as it is', async () => {
    localStorage.setItem(STORAGE_KEYS.translationsEnabled, 'false');
    localStorage.setItem(STORAGE_KEYS.translationMetricsConsent, 'true');
    renderAccounts('/perfil/demo-idioma', { session: testSession() });
    expect(
      await screen.findByRole('checkbox', { name: 'Traducir los textos de la marca' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Compartir estadísticas anónimas de traducción' }),
    ).toBeChecked();
  });

  it('in German, with the rest of the setting', async () => {
    renderAccounts('/perfil/demo-idioma', { session: testSession(), language: 'de' });
    expect(await screen.findByRole('group', { name: 'Automatische Übersetzung' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Texte der Marke übersetzen' })).toBeChecked();
  });
});
