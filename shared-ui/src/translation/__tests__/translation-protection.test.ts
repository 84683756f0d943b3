import { PROTECT_MIN_LENGTH, protectText, restoreText } from '../translation-protection';

describe('spec 001 section 5: text is protected only when it is a string of at least 15 characters holding a protectable pattern', () => {
  it('the minimum length is 15 characters', () => {
    expect(PROTECT_MIN_LENGTH).toBe(15);
    // 14 characters with a number: sent as it is
    expect(protectText('Combo de 4 emp')).toEqual({ text: 'Combo de 4 emp', tokens: [] });
    // 15 characters: protected
    expect(protectText('Combo de 4 empa')).toEqual({ text: 'Combo de {{0}} empa', tokens: ['4'] });
  });

  it('a long text without any pattern is not tokenised', () => {
    expect(protectText('Milanesa de carne con papas fritas')).toEqual({
      text: 'Milanesa de carne con papas fritas',
      tokens: [],
    });
  });

  it.each([
    ['plain numbers', 'Medallón de 180 g con papas fritas', ['180']],
    ['decimal numbers', 'Envío gratis desde $25.000 o 12,50 km', ['25.000', '12,50']],
    ['${name} template variables', 'Hola ${nombre}, tu pedido está listo', ['${nombre}']],
    ['HTML tags', 'Pedí <strong>ahora</strong> mismo tu pizza', ['<strong>', '</strong>']],
    [
      'the technical terms',
      'Integrá la API con JSON, React, Redux, HTML, CSS, JS, JavaScript, TypeScript, Git, npm, URL, HTTP y HTTPS',
      [
        'API',
        'JSON',
        'React',
        'Redux',
        'HTML',
        'CSS',
        'JS',
        'JavaScript',
        'TypeScript',
        'Git',
        'npm',
        'URL',
        'HTTP',
        'HTTPS',
      ],
    ],
    [
      'e-mail addresses',
      'Consultas a eventos@saboresdelsur.com.ar por favor',
      ['eventos@saboresdelsur.com.ar'],
    ],
    [
      'URLs',
      'Mirá la carta en https://saboresdelsur.com.ar/carta?x=1. También en www.sabores.com.ar',
      ['https://saboresdelsur.com.ar/carta?x=1', 'www.sabores.com.ar'],
    ],
    [
      'file names with common extensions',
      'Descargá el menu-completo.pdf y la foto.jpg',
      ['menu-completo.pdf', 'foto.jpg'],
    ],
    ['camelCase identifiers', 'El campo nombreLocal se llena solo', ['nombreLocal']],
  ])('%s', (_, text, tokens) => {
    const result = protectText(text);
    expect(result.tokens).toEqual(tokens);
    tokens.forEach((token, i) => expect(result.text).toContain(`{{${i}}}`));
    for (const token of tokens) expect(result.text).not.toContain(token);
  });

  it('an e-mail or a URL is one token, not its numbers or file-like parts', () => {
    expect(protectText('Escribinos a pedidos2026@sabores.com.ar hoy').tokens).toEqual([
      'pedidos2026@sabores.com.ar',
    ]);
    expect(protectText('La carta: https://sabores.com.ar/menu-2026.pdf').tokens).toEqual([
      'https://sabores.com.ar/menu-2026.pdf',
    ]);
  });

  it('the seeded protected text: its number and e-mail become placeholders', () => {
    expect(
      protectText('Con café y cacao amargo. Tortas de 8 porciones por encargo: pedidos@saboresdelsur.com.ar'),
    ).toEqual({
      text: 'Con café y cacao amargo. Tortas de {{0}} porciones por encargo: {{1}}',
      tokens: ['8', 'pedidos@saboresdelsur.com.ar'],
    });
  });
});

describe('spec 001 section 5: each match is restored afterwards, only if tokenisation occurred', () => {
  it('puts every token back, even where the translator moved or spaced the placeholder', () => {
    const { text, tokens } = protectText('Promo 2x1 hasta las 23:30, consultas a promo@sabores.com.ar');
    expect(text).toBe('Promo {{0}}x{{1}} hasta las {{2}}:{{3}}, consultas a {{4}}');
    expect(restoreText('{{ 0 }}-für-{{1}} bis {{2}}:{{3}} Uhr, Anfragen an {{4}}', tokens)).toEqual({
      text: '2-für-1 bis 23:30 Uhr, Anfragen an promo@sabores.com.ar',
      preserved: 5,
    });
  });

  it('counts the placeholders that survived', () => {
    expect(restoreText('Torten auf Bestellung: {{1}}', ['8', 'a@b.com'])).toEqual({
      text: 'Torten auf Bestellung: a@b.com',
      preserved: 1,
    });
  });

  it('a text that was not tokenised is returned as the translator wrote it', () => {
    expect(restoreText('Preis {{0}}', [])).toEqual({ text: 'Preis {{0}}', preserved: 0 });
  });
});
