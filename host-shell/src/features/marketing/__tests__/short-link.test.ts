import { isShortLinkPath, resolveShortLink } from '../short-link';

/** A fetch that answers `status` with `body`, and records what it was asked. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe('short links /s/{code} (spec 001: the short-URL resolution call takes urlUTM and brandId)', () => {
  it('asks the API with the path and the brand, and leads to the campaign address it answers, UTM parameters kept', async () => {
    const { fetchImpl, calls } = answering(200, {
      data: { urlUTM: '/?utm_source=instagram&utm_medium=social&utm_campaign=invierno-2025' },
    });
    expect(await resolveShortLink('/api', 'marca-sabores', '/s/invierno', fetchImpl)).toBe(
      '/?utm_source=instagram&utm_medium=social&utm_campaign=invierno-2025',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/utm/marketing/short-url');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      urlUTM: '/s/invierno',
      brandId: 'marca-sabores',
    });
  });

  it('follows only the path of an address written whole, never another site', async () => {
    const { fetchImpl } = answering(200, {
      data: { urlUTM: 'https://otro-sitio.example/menu/suc-palermo/store-palermo?utm_source=flyer' },
    });
    expect(await resolveShortLink('/api', 'marca-sabores', '/s/flyer', fetchImpl)).toBe(
      '/menu/suc-palermo/store-palermo?utm_source=flyer',
    );
  });

  it("a link the brand does not have (404 'No se encontró el enlace.'), an odd answer or a failed call lead to the base", async () => {
    expect(
      await resolveShortLink(
        '/api',
        'b',
        '/s/nope',
        answering(404, { message: 'No se encontró el enlace.' }).fetchImpl,
      ),
    ).toBe('/');
    expect(await resolveShortLink('/api', 'b', '/s/x', answering(200, { data: {} }).fetchImpl)).toBe('/');
    expect(
      await resolveShortLink('/api', 'b', '/s/x', answering(200, { data: { urlUTM: '/s/x' } }).fetchImpl),
    ).toBe('/');
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await resolveShortLink('/api', 'b', '/s/x', failing)).toBe('/');
  });

  it('knows a short link by its path', () => {
    expect(isShortLinkPath('/s/invierno')).toBe(true);
    expect(isShortLinkPath('/s/invierno/')).toBe(true);
    expect(isShortLinkPath('/s/')).toBe(false);
    expect(isShortLinkPath('/s/a/b')).toBe(false);
    expect(isShortLinkPath('/menu/s/x')).toBe(false);
  });
});
