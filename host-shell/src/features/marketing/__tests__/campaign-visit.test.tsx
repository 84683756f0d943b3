import { act, render, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { createBrandStore } from 'shared-ui/shell-stores';
import { testBrand } from 'shared-ui/testing/fixtures';
import { createStore } from 'zustand/vanilla';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { isCampaignSearch } from '../campaign';
import { CampaignVisitSlot } from '../campaign-visit-slot';
import { registerCampaignVisit, storeOfPath } from '../register-visit';

/** A fetch that answers each call with the next status (the last one repeats), and records the calls. */
function answering(...statuses: number[]) {
  const calls: { url: string; body: Record<string, unknown>; init: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
    return new Response(JSON.stringify(status === 201 ? { data: { _id: 'v1' } } : { message: 'x' }), {
      status,
    });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

describe("a campaign's visit (spec 000 and 001: POST /utm/marketing/register-visit)", () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is an address with utm_source, utm_medium or utm_campaign; utm_term or utm_content alone is not one', () => {
    expect(isCampaignSearch('?utm_source=instagram')).toBe(true);
    expect(isCampaignSearch('?x=1&utm_medium=social')).toBe(true);
    expect(isCampaignSearch('?utm_campaign=invierno-2025')).toBe(true);
    expect(isCampaignSearch('?utm_term=flan&utm_content=video')).toBe(false);
    expect(isCampaignSearch('?utm_source=%20')).toBe(false);
    expect(isCampaignSearch('')).toBe(false);
  });

  it("sends the brand, the address's branch and the address without a link's credentials; idUser 'guest' (the API counts a session's user)", async () => {
    const { fetchImpl, calls } = answering(201);
    const ok = await registerCampaignVisit(
      '/api',
      {
        brandId: 'marca-sabores',
        pathname: '/menu/suc-palermo/store-palermo',
        search: '?utm_source=instagram&uid=dXNlcg&token=dG9r&idMarca=bWFyY2E&utm_campaign=invierno-2025',
      },
      fetchImpl,
    );
    expect(ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/utm/marketing/register-visit');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toEqual({
      idMarca: 'marca-sabores',
      idUser: 'guest',
      storeId: 'store-palermo',
      url: '/menu/suc-palermo/store-palermo?utm_source=instagram&utm_campaign=invierno-2025',
    });
  });

  it('records a visit to a branch the brand does not have (404) as a visit of the brand', async () => {
    const { fetchImpl, calls } = answering(404, 201);
    const ok = await registerCampaignVisit(
      '/api',
      { brandId: 'marca-sabores', pathname: '/home/suc-nope/store-nope', search: '?utm_source=flyer' },
      fetchImpl,
    );
    expect(ok).toBe(true);
    expect(calls.map((call) => call.body.storeId)).toEqual(['store-nope', undefined]);
  });

  it('never throws: a refused call (429) or no network is only logged', async () => {
    const refused = answering(429);
    const visit = { brandId: 'marca-sabores', pathname: '/', search: '?utm_source=flyer' };
    expect(await registerCampaignVisit('/api', visit, refused.fetchImpl)).toBe(false);
    expect(refused.calls).toHaveLength(1);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await registerCampaignVisit('/api', visit, offline)).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it("knows the branch of a branch's home, menu and product, and of nothing else", () => {
    expect(storeOfPath('/home/suc-palermo/store-palermo')).toBe('store-palermo');
    expect(storeOfPath('/menu/suc-palermo/store%20x/producto/p1')).toBe('store x');
    expect(storeOfPath('/club')).toBeUndefined();
    expect(storeOfPath('/menu/suc-palermo')).toBeUndefined();
    expect(storeOfPath('/menu/a/%E0%A4%A')).toBeUndefined();
  });
});

describe('the campaign visit slot of the shell', () => {
  const fetchMock = jest.fn(async () => new Response('{"data":{"_id":"v1"}}', { status: 201 }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function setup(path: string, brandReady = true) {
    const brand = createBrandStore('demo', brandReady ? testBrand() : null);
    const shell = {
      apiBaseUrl: '/api',
      stores: { brand },
      sessionReady: createStore(() => ({ ready: true })),
    } as unknown as ShellContextValue;
    // the gate, as a newcomer meets it: every address but /auth goes to /auth keeping its query
    const { router, view } = createTestRouter(
      <ShellContext.Provider value={shell}>
        <CampaignVisitSlot />
        <Routes>
          <Route path="/auth" element={<p>auth</p>} />
          <Route path="*" element={<ToAuth />} />
        </Routes>
      </ShellContext.Provider>,
      path,
    );
    render(view);
    return { router, brand };
  }

  function ToAuth() {
    const { search } = useLocation();
    return <Navigate to={{ pathname: '/auth', search }} replace />;
  }

  const sentBodies = () =>
    (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>,
    );

  it("records the address the visitor arrived at, before the gate's redirect, once the brand is known, once per page load", async () => {
    const { router, brand } = setup('/menu/suc-palermo/store-palermo?utm_source=instagram', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => brand.setState({ status: 'ready', brand: testBrand() }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBodies()[0]).toMatchObject({
      idMarca: 'marca-sabores',
      storeId: 'store-palermo',
      url: '/menu/suc-palermo/store-palermo?utm_source=instagram',
    });
    await act(() => router.navigate('/auth?utm_source=instagram&utm_campaign=otra'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('records the campaign address a page reaches later (a short link resolved), and nothing for an address without UTM parameters', async () => {
    const { router } = setup('/auth');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => router.navigate('/auth?utm_source=whatsapp&utm_campaign=b2b'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBodies()[0]).toMatchObject({ url: '/auth?utm_source=whatsapp&utm_campaign=b2b' });
  });
});
