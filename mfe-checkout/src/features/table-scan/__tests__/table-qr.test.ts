import { checkTableQr } from '../table-qr';
import es from '../../../locales/es.json';

const PALERMO = { localId: 'suc-palermo', storeId: 'store-palermo' };
const URL_QR =
  'https://saboresdelsur.com.ar/?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo';

describe("the table QR rule (spec 000 section 5: 'Este codigo QR no pertenece a una mesa' / '… a {branch}')", () => {
  it('has the specs’ messages', () => {
    expect(es.tableScan.notATable).toBe('Este codigo QR no pertenece a una mesa');
    expect(es.tableScan.otherBranch).toBe('Este codigo QR no pertenece a {{branch}}');
  });

  it("accepts a table link of the order's branch and store, as a URL or a bare query string", () => {
    const link = { table: '7', tableId: 'mesa-7', branchId: 'suc-palermo', storeId: 'store-palermo' };
    expect(checkTableQr(URL_QR, PALERMO)).toEqual({ ok: true, link });
    expect(
      checkTableQr('table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo', PALERMO),
    ).toEqual({ ok: true, link });
    expect(
      checkTableQr('?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo', PALERMO),
    ).toEqual({ ok: true, link });
    expect(
      checkTableQr(' /menu?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo\n', PALERMO),
    ).toEqual({ ok: true, link });
  });

  it("is 'no pertenece a una mesa' without table or table_id", () => {
    const notATable = { ok: false, reason: 'notATable' };
    expect(
      checkTableQr(
        'https://saboresdelsur.com.ar/?table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo',
        PALERMO,
      ),
    ).toEqual(notATable);
    expect(
      checkTableQr(
        'https://saboresdelsur.com.ar/?table=7&branch_id=suc-palermo&store_id=store-palermo',
        PALERMO,
      ),
    ).toEqual(notATable);
    expect(
      checkTableQr('table=7&table_id=%20&branch_id=suc-palermo&store_id=store-palermo', PALERMO),
    ).toEqual(notATable);
    expect(checkTableQr('https://example.com/promo', PALERMO)).toEqual(notATable);
    expect(checkTableQr('user-123|marca-sabores', PALERMO)).toEqual(notATable);
    expect(checkTableQr('', PALERMO)).toEqual(notATable);
  });

  it("is 'no pertenece a {branch}' for another branch, another store, or a table without them", () => {
    const otherBranch = { ok: false, reason: 'otherBranch' };
    expect(checkTableQr(URL_QR.replace('suc-palermo', 'suc-recoleta'), PALERMO)).toEqual(otherBranch);
    expect(checkTableQr(URL_QR.replace('store-palermo', 'store-recoleta'), PALERMO)).toEqual(otherBranch);
    expect(checkTableQr('table=7&table_id=mesa-7', PALERMO)).toEqual(otherBranch);
    expect(checkTableQr('table=7&table_id=mesa-7&branch_id=suc-palermo', PALERMO)).toEqual(otherBranch);
    expect(checkTableQr(URL_QR, { localId: 'suc-palermo', storeId: null })).toEqual(otherBranch);
    expect(checkTableQr(URL_QR, { localId: null, storeId: null })).toEqual(otherBranch);
  });
});
