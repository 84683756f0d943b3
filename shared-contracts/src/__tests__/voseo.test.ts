import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ACCOUNT_MESSAGES } from '../account-forms';
import { maxUnitsMessage, requiredOptionMessage } from '../cart';
import { SUPPORT_MESSAGES } from '../support-form';

/*
 * Issue 28 item 17: the Spanish texts speak to the customer as Argentines do, with 'vos' ('Tenés',
 * 'podés', 'Ingresá', 'Elegí', 'Seleccioná', 'Completá', 'Volvé', 'intentalo'), never with 'tú'
 * ('Tienes', 'puedes', 'Ingresa', 'Elige', 'Selecciona', 'Completa', 'Vuelve', 'inténtalo'), also
 * where the specifications write 'tú' ('Selecciona tu sucursal'): the issue wins. Impersonal and
 * 'usted' forms ('Debe seleccionar un tipo de consumo', 'Cierra pronto') are not 'tú'.
 *
 * Read here: the Spanish locale file (es.json) of every package, the Spanish messages shared-contracts
 * exports (the account and support forms' and the cart's, which the API answers with too), and every
 * Spanish string and JSX text of every package's source (the remotes' fallbacks, the API's messages,
 * sandbox pages, mails and push texts). Only Spanish is checked: 'Completa' is Italian too.
 */

const ROOT = resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the workspace's list, a CommonJS file
const PACKAGES = require(join(ROOT, 'config/packages.cjs')) as string[];

/** Words only 'tú' uses: present forms, imperatives and imperatives with a pronoun (whole words). */
const word = (forms: string) => `(?<!\\p{L})(?:${forms})(?!\\p{L})`;
const TU = new RegExp(
  [
    word('tienes|puedes|quieres|debes|eres|sabes|necesitas|dejas|prefieres|podrás|tendrás|contigo'),
    word('elige|escribe|ingresa|selecciona|agrega|revisa|verifica|busca|intenta'),
    word(
      'inténtalo|inténtelo|regístrate|asegúrate|únete|suscríbete|ingrésalo|elígelo|elígela|acércate|cuéntanos',
    ),
    // imperatives that are also adjectives or third persons ('Activa', 'Cierra pronto', 'La
    // tarjeta se acepta', 'La suscripción apunta a…'): only when they open a sentence and say what to do
    // with something
    `(?:^|[.!?¡¿:]\\s*)${word('completa|confirma|inicia|activa|descarga|usa|toca|prueba|vuelve|muestra|pide|paga|elimina|guarda|escanea|apunta')}\\s+\\p{L}`,
  ].join('|'),
  'iu',
);
const saysTu = (text: string) => TU.test(text);

function spanishLocaleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return spanishLocaleFiles(path);
    return name === 'es.json' ? [path] : [];
  });
}

function localeTexts(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) =>
      localeTexts(inner, key ? `${key}.${name}` : name),
    );
  return [];
}

const where = (file: string) => relative(ROOT, file).split('\\').join('/');

const localeFiles = PACKAGES.flatMap((name) => {
  const dir = join(ROOT, name, 'src', 'locales');
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? spanishLocaleFiles(dir) : [];
});
const locales = new Map(
  localeFiles.map((file) => [where(file), JSON.parse(readFileSync(file, 'utf8')) as unknown]),
);
const localeStrings = [...locales].flatMap(([file, json]) =>
  localeTexts(json, '').map(([key, text]) => [`${file} ${key}`, text] as const),
);

/** The non-test TypeScript sources of a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['__tests__', '__fixtures__', 'locales', 'node_modules'].includes(name) ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Every string, template (its parts joined by '…') and JSX text of a source file, with its line. */
function sourceStrings(file: string): [string, string][] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: [string, string][] = [];
  const add = (node: ts.Node, value: string) =>
    found.push([
      `${where(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
      value,
    ]);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node))
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'));
    else if (ts.isJsxText(node) && node.text.trim()) add(node, node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A text in Spanish: an accent, an opening mark or two common Spanish words. */
const SPANISH = /[áéíóúñ¿¡]|(?<!\p{L})(?:de|la|el|tu|tus|que|con|para|por|una|los|las|se|su)\s+\p{L}/iu;

const sourceFiles = PACKAGES.flatMap((name) => sources(join(ROOT, name, 'src')));
const spanishSourceStrings = sourceFiles.flatMap(sourceStrings).filter(([, text]) => SPANISH.test(text));

/** The texts issue 28 item 17 turned from 'tú' to 'vos', where each is now. */
const LOCALE_TEXTS: [file: string, key: string, text: string][] = [
  ['mfe-ordering/src/locales/es.json', 'branches.title', 'Seleccioná tu sucursal'],
  ['mfe-ordering/src/locales/es.json', 'product.chooseOptions_one', 'Elegí una opción'],
  ['mfe-ordering/src/locales/es.json', 'product.chooseOptions_other', 'Elegí {{count}} opciones'],
  ['mfe-ordering/src/locales/es.json', 'product.chooseMore_one', 'Elegí {{count}} opción más'],
  ['mfe-ordering/src/locales/es.json', 'product.chooseMore_other', 'Elegí {{count}} opciones más'],
  [
    'mfe-ordering/src/locales/es.json',
    'product.maxUnits',
    'No podés agregar más de {{max}} unidades en esta categoría.',
  ],
  ['mfe-ordering/src/locales/es.json', 'activeElsewhere.title', 'Tenés una orden activa en {{branch}}'],
  [
    'mfe-ordering/src/locales/es.json',
    'errors.product',
    'No se pudo obtener la información del producto. Por favor, intentalo de nuevo.',
  ],
  ['mfe-loyalty/src/locales/es.json', 'points.none', 'Aún no tenés puntos disponibles.'],
  ['mfe-accounts/src/locales/es.json', 'validation.required', 'Completá este campo'],
  ['mfe-accounts/src/locales/es.json', 'validation.email', 'Por favor ingresá un email válido'],
  ['mfe-accounts/src/locales/es.json', 'validation.code', 'Completá los 4 dígitos'],
  [
    'mfe-accounts/src/locales/es.json',
    'signIn.failed',
    'No se pudo iniciar sesión. Por favor, intentalo de nuevo.',
  ],
  ['mfe-accounts/src/locales/profile/es.json', 'support.errors.subject', 'Por favor ingresá un asunto'],
  ['mfe-accounts/src/locales/profile/es.json', 'orders.history.empty', 'No tenés actividades registradas'],
  [
    'mfe-checkout/src/locales/es.json',
    'send.problems.noSystems',
    'Lo sentimos, en este momento no podés realizar órdenes.',
  ],
  ['mfe-checkout/src/locales/es.json', 'delivery.details.empty', 'No tenés direcciones agregadas'],
  [
    'mfe-checkout/src/locales/es.json',
    'rating.failure',
    'No se pudo compartir tu experiencia. Por favor, intentalo de nuevo.',
  ],
];

const at = (json: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((value, name) => (value as Record<string, unknown> | undefined)?.[name], json);

describe("issue 28 item 17: the Spanish texts say 'vos'", () => {
  it('reads the Spanish locale file of every package with texts, and every Spanish string of their sources', () => {
    expect([...locales.keys()].sort()).toEqual([
      'host-shell/src/locales/engagement/es.json',
      'host-shell/src/locales/es.json',
      'mfe-accounts/src/locales/es.json',
      'mfe-accounts/src/locales/profile/es.json',
      'mfe-checkout/src/locales/es.json',
      'mfe-club/src/locales/es.json',
      'mfe-loyalty/src/locales/es.json',
      'mfe-ordering/src/locales/es.json',
      'shared-ui/src/locales/es.json',
    ]);
    expect(localeStrings.length).toBeGreaterThan(800);
    expect(sourceFiles.some((file) => where(file).startsWith('api/src/'))).toBe(true);
    expect(spanishSourceStrings.length).toBeGreaterThan(200);
  });

  it("no Spanish locale text says 'tú'", () => {
    expect(localeStrings.filter(([, text]) => saysTu(text)).map(([at, text]) => `${at}: ${text}`)).toEqual(
      [],
    );
  });

  it.each(LOCALE_TEXTS)('%s %s is %j', (file, key, text) => {
    expect(at(locales.get(file), key)).toBe(text);
  });

  it("the Spanish messages shared-contracts exports (the API answers with them) say 'vos'", () => {
    const messages = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(SUPPORT_MESSAGES),
      maxUnitsMessage(4),
      ...(
        [
          [1, 0],
          [3, 0],
          [2, 1],
          [4, 1],
        ] as const
      ).map(([min, selected]) => requiredOptionMessage(min, selected)),
    ];
    expect(messages.length).toBeGreaterThan(30);
    expect(messages.filter(saysTu)).toEqual([]);
    expect([
      ACCOUNT_MESSAGES.required,
      ACCOUNT_MESSAGES.email,
      ACCOUNT_MESSAGES.code,
      SUPPORT_MESSAGES.subject,
      maxUnitsMessage(4),
      requiredOptionMessage(1, 0),
      requiredOptionMessage(3, 0),
      requiredOptionMessage(2, 1),
      requiredOptionMessage(4, 1),
    ]).toEqual([
      'Completá este campo',
      'Por favor ingresá un email válido',
      'Completá los 4 dígitos',
      'Por favor ingresá un asunto',
      'No podés agregar más de 4 unidades en esta categoría.',
      'Elegí una opción',
      'Elegí 3 opciones',
      'Elegí 1 opción más',
      'Elegí 3 opciones más',
    ]);
  });

  it("no Spanish string of any package's source (fallbacks, API messages, sandbox pages) says 'tú'", () => {
    expect(
      spanishSourceStrings.filter(([, text]) => saysTu(text)).map(([at, text]) => `${at}: ${text}`),
    ).toEqual([]);
  });

  it.each([
    ['Si lo dejas vacío, usamos el nombre de tu cuenta.', true],
    ['Escribe la calle y la altura, y elige una de las sugerencias.', true],
    ['Por favor, inténtalo de nuevo.', true],
    ['Completa tus datos', true],
    ['Selecciona tu sucursal', true],
    ['Tienes una orden activa en Palermo', true],
    ['Aún no tienes puntos disponibles.', true],
    ['Lo sentimos, en este momento no puedes realizar órdenes.', true],
    ['Vuelve a la tienda sin pagar.', true],
    ['Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.', true],
    ['Por favor ingresa un teléfono válido', true],
    ['Si lo dejás vacío, usamos el nombre de tu cuenta.', false],
    ['Escribí la calle y la altura, y elegí una de las sugerencias.', false],
    ['Por favor, intentalo de nuevo.', false],
    ['Seleccioná tu sucursal', false],
    ['Volvé a la tienda sin pagar.', false],
    ['Tu perfil está completa', false],
    ['Tu orden te espera.', false],
    ['Activa', false],
    ['Cierra pronto', false],
    ['Debe seleccionar un tipo de consumo', false],
    ['¿Olvidaste tu contraseña?', false],
    ['La tarjeta se acepta y el pago queda aprobado.', false],
    ['La suscripción apunta al servicio de notificaciones de prueba.', false],
    ['Apunta la cámara al código QR', true],
    ['Por favor ingresá un teléfono válido', false],
  ])('tells %j apart (tú: %s)', (text, isTu) => {
    expect(saysTu(text)).toBe(isTu);
  });
});
