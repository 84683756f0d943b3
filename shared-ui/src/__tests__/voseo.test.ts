import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/*
 * Issue 28 item 17: the Spanish texts speak to the customer as Argentines do, with 'vos' ('Tenés',
 * 'podés', 'Ingresá', 'Elegí'), never with 'tú' ('Tienes', 'puedes', 'Ingresa', 'Elige'), in the
 * Spanish locale files of every package. The one exception is a text the specifications quote word
 * for word (specs 000 and 001), which is kept exactly as they write it: SPEC_TEXTS below.
 */

const ROOT = resolve(__dirname, '../../..');
const PACKAGES = [
  'host-shell',
  'mfe-ordering',
  'mfe-checkout',
  'mfe-accounts',
  'mfe-loyalty',
  'mfe-club',
  'shared-ui',
];

/** The texts the specifications quote with 'tú' (or that begin with such a quote), as they write them. */
const SPEC_TEXTS = [
  'Aún no tienes puntos disponibles.',
  'Completa este campo',
  'Completa los 4 digitos',
  'Elige una opción',
  'Elige {{count}} opciones',
  'Elige {{count}} opción más',
  'Elige {{count}} opciones más',
  'Lo sentimos, en este momento no puedes realizar órdenes.',
  'No puedes agregar más de {{max}} unidades en esta categoría.',
  'No se pudo completar el registro. Por favor, inténtalo de nuevo.',
  'No se pudo compartir tu experiencia. Por favor, inténtalo de nuevo.',
  'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.',
  'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.',
  'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.',
  'No se pudo obtener la información del producto. Por favor, inténtalo de nuevo.',
  'No tienes direcciones agregadas',
  'Por favor ingresa un asunto',
  'Por favor ingresa un email válido',
  'Selecciona tu sucursal',
  'Tienes una orden activa en {{branch}}',
];

/** Words only 'tú' uses: present forms, imperatives and imperatives with a pronoun (whole words). */
const word = (forms: string) => `(?<!\\p{L})(?:${forms})(?!\\p{L})`;
const TU = new RegExp(
  [
    word('tienes|puedes|quieres|debes|eres|sabes|necesitas|dejas|prefieres|podrás|tendrás'),
    word('elige|escribe|ingresa|selecciona|agrega|revisa|verifica|busca|intenta'),
    word('inténtalo|inténtelo|regístrate|asegúrate|únete|suscríbete|ingrésalo|elígelo|elígela|acércate'),
    // imperatives that are also adjectives or third persons ('Activa', 'Cierra pronto'): only when
    // they open a sentence and say what to do with something
    `(?:^|[.!?¡¿:]\\s*)${word('completa|confirma|inicia|activa|descarga|usa|toca|prueba|vuelve')}\\s+\\p{L}`,
  ].join('|'),
  'iu',
);

function spanishLocaleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return spanishLocaleFiles(path);
    return name === 'es.json' ? [path] : [];
  });
}

function texts(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) => texts(inner, key ? `${key}.${name}` : name));
  return [];
}

const files = PACKAGES.flatMap((name) => spanishLocaleFiles(join(ROOT, name, 'src', 'locales')));
const all = files.flatMap((file) =>
  texts(JSON.parse(readFileSync(file, 'utf8')) as unknown, '').map(
    ([key, text]) => [`${relative(ROOT, file)} ${key}`, text] as const,
  ),
);

describe("the Spanish texts use 'vos' (issue 28 item 17)", () => {
  it('reads the Spanish locale files of every package', () => {
    expect(files.length).toBeGreaterThanOrEqual(PACKAGES.length);
  });

  it("no text says 'tú' but those the specifications quote", () => {
    const tu = all.filter(([, text]) => TU.test(text) && !SPEC_TEXTS.includes(text));
    expect(tu.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('the quoted texts are kept as the specifications write them', () => {
    const shown = new Set(all.map(([, text]) => text));
    expect(SPEC_TEXTS.filter((text) => !shown.has(text))).toEqual([]);
  });

  it.each([
    ['Si lo dejas vacío, usamos el nombre de tu cuenta.', true],
    ['Escribe la calle y la altura, y elige una de las sugerencias.', true],
    ['Por favor, inténtalo de nuevo.', true],
    ['Completa tus datos', true],
    ['Si lo dejás vacío, usamos el nombre de tu cuenta.', false],
    ['Escribí la calle y la altura, y elegí una de las sugerencias.', false],
    ['Por favor, intentalo de nuevo.', false],
    ['Tu perfil está completa', false],
    ['Tu orden te espera.', false],
    ['Activa', false],
    ['Por favor ingresá un teléfono válido', false],
    ['Por favor ingresa un teléfono válido', true],
  ])('tells %j apart (tú: %s)', (text, isTu) => {
    expect(TU.test(text)).toBe(isTu);
  });
});
