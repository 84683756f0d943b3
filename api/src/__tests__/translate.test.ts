import { buildApp } from '../app';
import { DEMO_BRANCHES } from '../db/seed/demo-branches';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_STORIES } from '../db/seed/demo-menu';
import { OUTCOME_MESSAGES } from '../features/payments/verify-payment';
import { DEMO_BRANDS } from '../db/seed/demo-brands';
import { plansOf } from '../features/club/get-plans';
import { VALIDATION_MESSAGES } from '../features/club/validate-subscription';
import type { BrandAnswer } from '../features/brands/brand-repository';
import { GLOSSARY, GLOSSARY_LANGUAGES } from '../features/translate/glossary';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const URL = '/api/translate/language/translate/v2';

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

interface TranslateAnswer {
  data: { translations: { translatedText: string; detectedSourceLanguage?: string }[] };
}

describe('the glossary', () => {
  test("covers every seeded category, subcategory, product, option group, option, banner and story text, the branches' payment method names and the payment outcomes, in every language", () => {
    const texts = [
      ...DEMO_CATEGORIES.flatMap((c) => [c.name, ...c.subcategories.flatMap((s) => [s.name, s.description])]),
      ...DEMO_PRODUCTS.flatMap((p) => [
        p.name,
        p.description,
        ...p.groups.flatMap((g) => [g.name, ...g.options.map((o) => o.name)]),
      ]),
      ...DEMO_BANNERS.map((b) => b.name),
      ...DEMO_STORIES.flatMap((s) => [s.name, s.nameButton ?? '']),
      // the transfer's name shows as the payment method's label (a walk read 'Transferencia bancaria' in English)
      ...DEMO_BRANCHES.map((b) => b.paymentMethods.transfer?.name ?? ''),
      // and the payment outcomes the result screen shows (a walk read one in Spanish on a German page)
      ...Object.values(OUTCOME_MESSAGES),
      // the club's plans and the sign-up's outcomes (a walk read them in Spanish on English, Portuguese and German pages)
      ...DEMO_BRANDS.flatMap((brand) =>
        plansOf({ clubMembers: brand.clubMembers } as BrandAnswer).flatMap((plan) => [
          plan.name,
          plan.description,
          ...plan.benefits,
        ]),
      ),
      ...Object.values(VALIDATION_MESSAGES),
    ].filter(Boolean);
    const missing = texts.filter((text) => !GLOSSARY.has(text));
    expect(missing).toEqual([]);
    for (const [spanish, translations] of GLOSSARY) {
      for (const language of GLOSSARY_LANGUAGES) {
        expect([spanish, language, translations[language].trim().length > 0]).toEqual([
          spanish,
          language,
          true,
        ]);
      }
    }
  });
});

describe('POST /api/translate/language/translate/v2', () => {
  test('translates one text, detecting Spanish', async () => {
    const response = await post(`${URL}?key=sandbox-key`, { q: 'Milanesa napolitana', target: 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { translations: [{ translatedText: 'Milanesa alla napoletana', detectedSourceLanguage: 'es' }] },
    });
  });

  test('translates a batch in order; a given source is not echoed; locales like zh-CN are read', async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: ['Postres', 'Bebidas', 'Pizza cuatro quesos'],
      target: 'zh-CN',
      source: 'es',
    });
    expect((response.json() as TranslateAnswer).data.translations).toEqual([
      { translatedText: '甜点' },
      { translatedText: '饮品' },
      { translatedText: '四种奶酪披萨' },
    ]);
  });

  test.each(GLOSSARY_LANGUAGES)('covers %s', async (target) => {
    const response = await post(`${URL}?key=sandbox-key`, { q: 'Ensaladas', target });
    const [first] = (response.json() as TranslateAnswer).data.translations;
    expect(first?.translatedText).toBe(GLOSSARY.get('Ensaladas')?.[target]);
    expect(first?.translatedText).not.toBe('Ensaladas');
  });

  test("the points movements' sentences: the phrase translated, the branch's name and the order's number kept (a walk read them in Spanish)", async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: [
        'Compra en Sabores del Sur Palermo',
        'Puntos por el pedido #{{0}}',
        'Pago con puntos del pedido #{{0}}',
        'Pago con puntos en Sabores del Sur Belgrano',
        'Devolución de puntos del pedido #12',
      ],
      target: 'en',
      source: 'es',
    });
    expect((response.json() as TranslateAnswer).data.translations).toEqual([
      { translatedText: 'Purchase at Sabores del Sur Palermo' },
      { translatedText: 'Points for order #{{0}}' },
      { translatedText: 'Paid with points for order #{{0}}' },
      { translatedText: 'Paid with points at Sabores del Sur Belgrano' },
      { translatedText: 'Points returned for order #12' },
    ]);
    const german = await post(`${URL}?key=sandbox-key`, { q: 'Puntos por el pedido #{{0}}', target: 'de' });
    expect((german.json() as TranslateAnswer).data.translations[0]?.translatedText).toBe(
      'Punkte für Bestellung #{{0}}',
    );
  });

  test('unknown text comes back unchanged; Spanish target returns the Spanish text', async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: ['Texto que no está en el glosario', 'Desserts'],
      target: 'es',
    });
    expect((response.json() as TranslateAnswer).data.translations).toEqual([
      { translatedText: 'Texto que no está en el glosario', detectedSourceLanguage: 'es' },
      { translatedText: 'Postres', detectedSourceLanguage: 'en' },
    ]);
  });

  test('keeps <span translate="no"> and {{placeholders}}, translating the text around them', async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: [
        'Postres <span translate="no">Sabores del Sur</span>',
        '{{count}} Empanada de pollo',
        'Hola {{name}}, <span translate="no">Bebidas</span>',
      ],
      target: 'en',
    });
    expect((response.json() as TranslateAnswer).data.translations.map((x) => x.translatedText)).toEqual([
      'Desserts <span translate="no">Sabores del Sur</span>',
      '{{count}} Chicken empanada',
      'Hola {{name}}, <span translate="no">Bebidas</span>',
    ]);
  });

  test('spec 001 section 5: a protected text sent with {{n}} placeholders comes back translated, its placeholders in place', async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: [
        // the seeded Tiramisú description, its number and e-mail address protected by the client
        'Con café y cacao amargo. Tortas de {{0}} porciones por encargo: {{1}}',
        // the demo's banners and option groups, their numbers protected
        '{{0}}x{{1}} en empanadas los martes',
        'Envío gratis desde ${{0}}',
        'Elegí {{0}} empanadas (de a {{1}} por gusto)',
        'Elegí hasta {{0}} toppings',
      ],
      target: 'de',
      source: 'es',
    });
    expect(response.statusCode).toBe(200);
    const texts = (response.json() as TranslateAnswer).data.translations.map((x) => x.translatedText);
    expect(texts[0]).toBe('Mit Kaffee und Bitterkakao. Torten mit {{0}} Stücken auf Bestellung: {{1}}');
    expect(texts[1]).toMatch(/\{\{0\}\}.*\{\{1\}\}/u);
    expect(texts[1]).not.toMatch(/empanadas los martes/u);
    expect(texts[2]).toContain('{{0}}');
    expect(texts[2]).not.toContain('Envío gratis');
    expect(texts[3]).toBe('Wähle {{0}} Empanadas (je {{1}} pro Sorte)');
    expect(texts[4]).toBe('Wähle bis zu {{0}} Toppings');
  });

  test('placeholders that match no glossary text leave the text around them translated part by part', async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: ['Postres {{0}}', 'Texto desconocido con {{0}} y {{1}}'],
      target: 'en',
      source: 'es',
    });
    expect((response.json() as TranslateAnswer).data.translations.map((x) => x.translatedText)).toEqual([
      'Desserts {{0}}',
      'Texto desconocido con {{0}} y {{1}}',
    ]);
  });

  test('the German of the seeded menu: categories, products, option groups, options and story buttons', async () => {
    const response = await post(`${URL}?key=sandbox-key`, {
      q: [
        'Milanesas',
        'Milanesa de carne con papas fritas',
        'Punto de la carne',
        'Bien cocido',
        'Pedir pizza',
      ],
      target: 'de',
    });
    expect((response.json() as TranslateAnswer).data.translations.map((x) => x.translatedText)).toEqual([
      'Milanesas (panierte Schnitzel)',
      'Rindfleisch-Milanesa mit Pommes frites',
      'Garstufe',
      'Durchgebraten',
      'Pizza bestellen',
    ]);
  });

  test('a missing key is 403 PERMISSION_DENIED in the real service shape', async () => {
    for (const url of [URL, `${URL}?key=`, `${URL}/detect`]) {
      const response = await post(url, { q: 'Postres', target: 'en' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 403,
          message: 'Se requiere una API key para utilizar Google Translate',
          status: 'PERMISSION_DENIED',
        },
      });
    }
  });

  test('a wrong key, a missing q or an unknown target are 400 INVALID_ARGUMENT', async () => {
    const wrong = await post(`${URL}?key=nope`, { q: 'Postres', target: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const noQ = await post(`${URL}?key=sandbox-key`, { target: 'en' });
    expect(noQ.json()).toEqual({
      error: { code: 400, message: 'Falta el texto a traducir (q).', status: 'INVALID_ARGUMENT' },
    });
    const target = await post(`${URL}?key=sandbox-key`, { q: 'Postres', target: 'xx' });
    expect(target.statusCode).toBe(400);
    expect(target.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    const badJson = await t.app.inject({
      method: 'POST',
      url: `${URL}?key=sandbox-key`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.json()).toEqual({
      error: { code: 400, message: 'La solicitud no es válida.', status: 'INVALID_ARGUMENT' },
    });
  });

  test('the accepted key is configurable', async () => {
    const app = buildApp({ db: t.db, translateKey: 'otra-clave' });
    await app.ready();
    try {
      const ok = await app.inject({
        method: 'POST',
        url: `${URL}?key=otra-clave`,
        payload: { q: 'Postres', target: 'fr' },
      });
      expect((ok.json() as TranslateAnswer).data.translations[0]?.translatedText).toBe('Desserts');
      const old = await app.inject({
        method: 'POST',
        url: `${URL}?key=sandbox-key`,
        payload: { q: 'Postres', target: 'fr' },
      });
      expect(old.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/translate/language/translate/v2/detect', () => {
  test('detects one text or a batch: detections[i][0] = { language, confidence }', async () => {
    const one = await post(`${URL}/detect?key=sandbox-key`, { q: 'Hamburguesa clásica' });
    expect(one.json()).toEqual({ data: { detections: [[{ language: 'es', confidence: 1 }]] } });
    const batch = await post(`${URL}/detect?key=sandbox-key`, { q: ['Classic burger', '汉堡', 'zzz'] });
    const detections = (batch.json() as { data: { detections: { language: string }[][] } }).data.detections;
    expect(detections.map((d) => d[0]?.language)).toEqual(['en', 'zh', 'und']);
  });
});
