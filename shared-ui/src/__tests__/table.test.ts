import { http, HttpResponse } from 'msw';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { QueryClient } from 'shared-ui/query';
import { ApiError, createApiClient } from '../api-client';
import { server } from '../testing/network';
import { parseTable, tableQueryOptions } from '../queries/table';

/** The API's answer for table 7 of Palermo (api/src/features/tables/table-repository.ts). */
const PALERMO_7 = {
  _id: 'mesa 7',
  mesa: '7',
  idLocal: 'suc/palermo',
  storeId: 'store-palermo',
  idMarca: 'marca-sabores',
  nameLocal: 'Sabores del Sur Palermo',
};

const api = () => createApiClient({ baseUrl: '/api' });
const fetchTable = (localId: string, tableId: string) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    tableQueryOptions(api(), localId, tableId),
  );

describe('the table client, GET /mesa/{localId}/{tableId} (the checkout and loyalty scanners)', () => {
  it('asks for the table by its encoded ids under the shared key, and answers the table', async () => {
    const paths: string[] = [];
    server.use(
      http.get('/api/mesa/:localId/:tableId', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: PALERMO_7 });
      }),
    );
    expect(tableQueryOptions(api(), 'suc/palermo', 'mesa 7').queryKey).toEqual(
      QUERY_KEYS.table('suc/palermo', 'mesa 7'),
    );
    await expect(fetchTable('suc/palermo', 'mesa 7')).resolves.toEqual(PALERMO_7);
    expect(paths).toEqual(['/api/mesa/suc%2Fpalermo/mesa%207']);
  });

  it("rejects with the server's message and status when the branch has no such table", async () => {
    server.use(
      http.get('/api/mesa/:localId/:tableId', () =>
        HttpResponse.json({ message: 'Mesa no encontrada en esta sucursal' }, { status: 404 }),
      ),
    );
    const failure = await fetchTable('suc-palermo', 'mesa-99').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, serverMessage: 'Mesa no encontrada en esta sucursal' });
  });

  it('rejects an answer that is not a table instead of answering half of one', async () => {
    const { idMarca: _brand, ...withoutBrand } = PALERMO_7;
    server.use(http.get('/api/mesa/:localId/:tableId', () => HttpResponse.json({ data: withoutBrand })));
    await expect(fetchTable('suc-palermo', 'mesa-7')).rejects.toThrow(
      new TypeError('GET /mesa: not a table'),
    );
  });
});

describe('parseTable: what a table answer must hold', () => {
  it('keeps a number printed on the table as a number, and the branch name only when there is one', () => {
    const { nameLocal: _name, ...unnamed } = PALERMO_7;
    expect(parseTable({ ...unnamed, mesa: 7 })).toEqual({ ...unnamed, mesa: 7 });
    expect(parseTable({ ...PALERMO_7, nameLocal: null })).not.toHaveProperty('nameLocal');
  });

  it.each([
    ['no data', undefined],
    ['a list', [PALERMO_7]],
    ['no id', { ...PALERMO_7, _id: undefined }],
    ['a table that is neither text nor a number', { ...PALERMO_7, mesa: { n: 7 } }],
    ['no branch', { ...PALERMO_7, idLocal: null }],
    ['no store', { ...PALERMO_7, storeId: 3 }],
    ['no brand', { ...PALERMO_7, idMarca: undefined }],
  ])('refuses %s', (_what, value) => {
    expect(() => parseTable(value)).toThrow(TypeError);
  });
});
