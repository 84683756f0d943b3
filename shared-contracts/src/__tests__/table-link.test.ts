import { readTableLink } from '../table-link';

describe('table deep link parameters (spec 001 section 4)', () => {
  it('reads table, table_id, branch_id and store_id, trimmed, whatever else the query carries', () => {
    expect(
      readTableLink('?utm=qr&table=%2012%20&table_id=mesa-12&branch_id=suc-palermo&store_id=store-palermo'),
    ).toEqual({ table: '12', tableId: 'mesa-12', branchId: 'suc-palermo', storeId: 'store-palermo' });
  });

  it.each([
    '',
    '?table=12&table_id=mesa-12&branch_id=suc-palermo',
    '?table=12&table_id=&branch_id=suc-palermo&store_id=store-palermo',
    '?table=%20&table_id=mesa-12&branch_id=suc-palermo&store_id=store-palermo',
  ])('is no table link unless all four are there: %s', (search) => {
    expect(readTableLink(search)).toBeNull();
  });
});
