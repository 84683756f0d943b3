import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { ANA_MOVEMENTS, movementsApi, pointsApi, renderLoyalty } from '../../../../testing/render-loyalty';

/*
 * Issue 28 item 13: on a phone (390 px) every movement read 'Compra en Sabore…': the description was
 * kept to one line and cut with an ellipsis, so the place (the branch), its end, was never shown and
 * the movements looked alike. The points screen's own style sheet is applied here as the page applies
 * it (jest stubs style imports), and the description must be shown whole: it wraps, it is not cut.
 */

let sheet: HTMLStyleElement;

beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = fs.readFileSync(path.join(__dirname, '../points.css'), 'utf8');
  document.head.append(sheet);
});

afterAll(() => sheet.remove());

it('shows the whole description of every movement, the branch included: it wraps instead of being cut', async () => {
  renderLoyalty('/puntos', { api: { ...pointsApi(3700), ...movementsApi(ANA_MOVEMENTS) } });
  const list = await screen.findByRole('list', { name: 'Tus movimientos' });
  const descriptions = within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.movement__description'));
  expect(descriptions.map((d) => d?.textContent)).toEqual(ANA_MOVEMENTS.map((m) => m.description));
  expect(descriptions.map((d) => d?.textContent)).toContain('Compra en Sabores del Sur Belgrano');
  for (const description of descriptions) {
    const style = getComputedStyle(description as Element);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.overflow).not.toBe('hidden');
  }
});
