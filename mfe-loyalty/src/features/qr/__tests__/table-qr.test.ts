import { scannedTableLink } from 'shared-contracts/table-link';
import { ApiError } from 'shared-ui/api-client';
import { checkBrandTable, tableLinkPath, type BrandTable } from '../table-qr';

const QUERY = 'table=4&table_id=mesa-4&branch_id=suc-palermo&store_id=store-palermo';
const PALERMO_4: BrandTable = {
  _id: 'mesa-4',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  idMarca: 'marca-sabores',
};

describe("the loyalty scanner's table QR (spec 001 section 4, the table deep link)", () => {
  it.each([
    ['a whole URL', `https://saboresdelsur.com.ar/?${QUERY}`],
    ['a path with a query', `/menu?utm=qr&${QUERY}`],
    ['a bare query', QUERY],
  ])('reads the table link from %s', (_, text) => {
    expect(scannedTableLink(text)).toEqual({
      table: '4',
      tableId: 'mesa-4',
      branchId: 'suc-palermo',
      storeId: 'store-palermo',
    });
  });

  it.each([
    ['plain text', 'hola'],
    ["a customer's QR", '{"userId":"user-1","brandId":"marca-sabores"}'],
    [
      'a link without store_id',
      'https://saboresdelsur.com.ar/?table=4&table_id=mesa-4&branch_id=suc-palermo',
    ],
    ['a link with a blank table', '/?table=%20&table_id=mesa-4&branch_id=suc-palermo&store_id=store-palermo'],
  ])('is not a table link: %s', (_, text) => {
    expect(scannedTableLink(text)).toBeNull();
  });

  it('goes to the base page with the four parameters, where the shell takes it as a deep link', () => {
    expect(tableLinkPath(scannedTableLink(`https://elsewhere.example/x?utm=1&${QUERY}`)!)).toBe(`/?${QUERY}`);
  });

  it('accepts a table the API knows in that branch and store, of this brand', async () => {
    const fetchTable = jest.fn(async () => PALERMO_4);
    await expect(checkBrandTable(QUERY, 'marca-sabores', fetchTable)).resolves.toEqual({
      kind: 'table',
      link: { table: '4', tableId: 'mesa-4', branchId: 'suc-palermo', storeId: 'store-palermo' },
    });
    expect(fetchTable).toHaveBeenCalledWith(
      expect.objectContaining({ branchId: 'suc-palermo', tableId: 'mesa-4' }),
    );
  });

  it("refuses another brand's table, a table of another store, and one the API does not know (4xx)", async () => {
    const answer = (table: BrandTable) => async () => table;
    await expect(
      checkBrandTable(QUERY, 'marca-sabores', answer({ ...PALERMO_4, idMarca: 'marca-andina' })),
    ).resolves.toEqual({ kind: 'notBrandTable' });
    await expect(
      checkBrandTable(QUERY, 'marca-sabores', answer({ ...PALERMO_4, storeId: 'store-belgrano' })),
    ).resolves.toEqual({ kind: 'notBrandTable' });
    const notFound = async (): Promise<BrandTable> => {
      throw new ApiError(404, 'Mesa no encontrada en esta sucursal');
    };
    await expect(checkBrandTable(QUERY, 'marca-sabores', notFound)).resolves.toEqual({
      kind: 'notBrandTable',
    });
  });

  it('asks nothing for a text that is not a table link', async () => {
    const fetchTable = jest.fn(async () => PALERMO_4);
    await expect(checkBrandTable('hola', 'marca-sabores', fetchTable)).resolves.toEqual({
      kind: 'notBrandTable',
    });
    expect(fetchTable).not.toHaveBeenCalled();
  });

  it('a network failure or a 5xx is a failed check, so the same code can be scanned again', async () => {
    const down = (status: 'FETCH_ERROR' | number) => async (): Promise<BrandTable> => {
      throw new ApiError(status, 'down');
    };
    await expect(checkBrandTable(QUERY, 'marca-sabores', down('FETCH_ERROR'))).resolves.toEqual({
      kind: 'checkFailed',
    });
    await expect(checkBrandTable(QUERY, 'marca-sabores', down(503))).resolves.toEqual({
      kind: 'checkFailed',
    });
  });
});
