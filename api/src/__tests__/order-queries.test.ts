import { placedOrderSchema } from 'shared-contracts/entities';
import { PAYMENT_NOT_ALLOWED } from '../features/orders/order-submission';
import { tableOrder } from '../testing/card-checkout';
import { setUpTestApp, signInDemoCustomer } from '../testing/test-app';

/**
 * Issue 27 item 9: what a new order costs the database. On PGlite every statement waits for the one
 * connection, so each one an order runs is taken from the reads that wait behind it. A new table order
 * paid in cash runs six: the session, the two order budgets (ADR 030, one statement), whether its
 * Idempotency-Key was used, the catalog's version (the brand, the branch and the menu are kept per version), the
 * table, and the insert, which answers the order it wrote.
 */

const t = setUpTestApp({ recordQueries: true, resetClock: true });
const FLAN = { sku: 'SAB-060', quantity: 1 };
let key = 0;

async function send(token: string, body: object, idempotencyKey = `order-queries-${++key}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

describe('what a new order costs the database', () => {
  it('a new table order in cash runs 6 statements, and none reads the brand, the branch or the order it wrote again', async () => {
    const ana = await signInDemoCustomer(t, 'sabores');
    // the first order of the catalog's version loads the brand, its branches and the menu
    expect((await send(ana, tableOrder([FLAN], 5500))).statusCode).toBe(201);

    t.queries.length = 0;
    const sent = await send(ana, tableOrder([FLAN], 5500));
    expect(sent.statusCode).toBe(201);
    const order = placedOrderSchema.parse(sent.json().data);
    expect(order).toMatchObject({
      type: 'mesa',
      mesa: '5',
      total: 5500,
      localInfo: { nameLocal: 'Sabores del Sur Palermo' },
    });

    const statements = [...t.queries];
    expect(statements).toHaveLength(6);
    expect(statements.filter((sql) => sql.includes('rate_limits'))).toHaveLength(1);
    expect(statements.filter((sql) => /FROM brands\b/.test(sql))).toEqual([]);
    expect(statements.filter((sql) => /FROM branches\b/.test(sql) && !sql.startsWith('WITH o AS'))).toEqual(
      [],
    );
    // the order is looked up by its key only when the key was used before
    expect(statements.filter((sql) => /FROM orders o LEFT JOIN/.test(sql))).toEqual([]);
    expect(statements.filter((sql) => sql.includes('catalog_version'))).toHaveLength(1);
  });

  it('the same key sent again still answers the order it made (200), and a branch changed meanwhile by another process counts for the next order', async () => {
    const ana = await signInDemoCustomer(t, 'sabores');
    const body = tableOrder([FLAN], 5500);
    const first = await send(ana, body, 'order-queries-again');
    expect(first.statusCode).toBe(201);
    const again = await send(ana, body, 'order-queries-again');
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);

    // written straight to the database, as another API process or an operator would: no cash at Palermo
    const cash = (on: boolean) =>
      t.db.query(
        `UPDATE branches SET payment_methods = jsonb_set(payment_methods, '{cash,enabled}', $1::jsonb)
         WHERE id = 'suc-palermo'`,
        [JSON.stringify(on)],
      );
    await cash(false);
    try {
      const refused = await send(ana, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: PAYMENT_NOT_ALLOWED });
    } finally {
      await cash(true);
    }
    expect((await send(ana, body)).statusCode).toBe(201);
  });
});
