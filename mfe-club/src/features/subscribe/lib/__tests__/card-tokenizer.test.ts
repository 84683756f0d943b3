import type { ApiClient } from 'shared-ui/api-client';
import {
  CardTokenError,
  ProviderLoadError,
  createCardToken,
  loadProviderScript,
  resetProviderScriptForTests,
} from '../card-tokenizer';

const card = {
  cardNumber: '4509953566233704',
  cardholderName: 'APRO',
  cardExpirationMonth: '11',
  cardExpirationYear: '2030',
  securityCode: '123',
  identificationType: 'DNI' as const,
  identificationNumber: '12345678',
};

const apiAnswering = (answer: () => Promise<unknown>) => ({ get: jest.fn(answer) }) as unknown as ApiClient;
const sandboxConfig = () =>
  Promise.resolve({
    data: { provider: 'sandbox', scriptUrl: '/api/mp-sandbox/sdk/js/v2', publicKey: 'TEST-sandbox' },
  });

afterEach(() => {
  resetProviderScriptForTests();
  document.head.innerHTML = '';
});

describe('card tokenisation (spec 001 section 7: the provider script is loaded on demand)', () => {
  it('adds the provider script once, only when asked, and resolves its MercadoPago', async () => {
    expect(document.querySelector('script')).toBeNull();
    const first = loadProviderScript('/api/mp-sandbox/sdk/js/v2');
    const again = loadProviderScript('/api/mp-sandbox/sdk/js/v2');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('/api/mp-sandbox/sdk/js/v2');
    const MercadoPago = jest.fn();
    window.MercadoPago = MercadoPago as never;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(MercadoPago);
    await expect(again).resolves.toBe(MercadoPago);
  });

  it('a script that fails to load is a ProviderLoadError, and may be tried again', async () => {
    const load = loadProviderScript('/sdk.js');
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(load).rejects.toBeInstanceOf(ProviderLoadError);
    expect(document.querySelector('script')).toBeNull();
    void loadProviderScript('/sdk.js');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('a tokeniser configuration that cannot be read is a ProviderLoadError', async () => {
    await expect(
      createCardToken(
        apiAnswering(() => Promise.reject(new Error('503'))),
        card,
      ),
    ).rejects.toBeInstanceOf(ProviderLoadError);
  });

  it("makes the token with the provider's createCardToken, with the public key and es-AR", async () => {
    const createCardTokenSpy = jest.fn().mockResolvedValue({ id: 'tok-1' });
    const MercadoPago = jest.fn(() => ({ createCardToken: createCardTokenSpy }));
    window.MercadoPago = MercadoPago as never;
    await expect(createCardToken(apiAnswering(sandboxConfig), card)).resolves.toBe('tok-1');
    expect(MercadoPago).toHaveBeenCalledWith('TEST-sandbox', { locale: 'es-AR' });
    expect(createCardTokenSpy).toHaveBeenCalledWith(card);
  });

  it('a refused card, or an answer without a token id, is a CardTokenError', async () => {
    window.MercadoPago = jest.fn(() => ({
      createCardToken: jest.fn().mockRejectedValue({ message: 'invalid card', cause: [{ code: '205' }] }),
    })) as never;
    await expect(createCardToken(apiAnswering(sandboxConfig), card)).rejects.toBeInstanceOf(CardTokenError);
    window.MercadoPago = jest.fn(() => ({ createCardToken: jest.fn().mockResolvedValue({}) })) as never;
    await expect(createCardToken(apiAnswering(sandboxConfig), card)).rejects.toBeInstanceOf(CardTokenError);
  });
});
