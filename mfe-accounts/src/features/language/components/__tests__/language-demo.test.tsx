import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts } from '../../../../testing/render-accounts';

beforeEach(() => localStorage.clear());

describe('language demo /perfil/demo-idioma (spec 001 sections 2 and 3)', () => {
  it('switches the language through the shell handle: texts, money, points label and locale follow at once', async () => {
    const view = renderAccounts('/perfil/demo-idioma', { session: testSession() });
    expect(screen.getByRole('heading', { level: 1, name: 'Idioma' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil' });
    expect(screen.getByText('$ 12.500,50')).toBeInTheDocument();
    expect(screen.getByText('3.700 PTS')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByText('3.700 PKT')).toBeInTheDocument();
    expect(screen.getByText('Sprache geändert: Deutsch')).toHaveAttribute('role', 'status');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(localStorage.getItem('multimarca.language')).toBe('de');
    expect(view.history).toEqual(['/perfil/demo-idioma']);
  });

  it("issue 28 item 12: in Italian, points and money are grouped and decimals are 2 ('3.700 PNT', '12.500,50 ARS')", async () => {
    renderAccounts('/perfil/demo-idioma', { session: testSession() });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'it');
    expect(await screen.findByText('3.700 PNT')).toBeInTheDocument();
    expect(screen.getByText('12.500,50 ARS')).toBeInTheDocument();
    expect(screen.queryByText(/3700|12\.500,5(?!0)/u)).not.toBeInTheDocument();
  });
});
