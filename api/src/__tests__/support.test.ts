import { supportMessageSchema } from 'shared-contracts/entities';
import { createSession } from '../features/auth/session';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await createSession(t.db, { id: 'usr-demo-sabores', brand_id: 'marca-sabores' }, t.clock.now()))
    .token;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const LONG =
  'Hola, quería consultar por un pedido que hice ayer en la sucursal de Palermo: llegó frío y faltaba una empanada. ¿Me pueden ayudar, por favor? Gracias.';

const send = (body: unknown, auth: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/add',
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
    payload: body as Record<string, unknown>,
  });

describe('POST /api/support/add', () => {
  test("files the message under the account's own e-mail, whatever e-mail the body names", async () => {
    const response = await send({
      email: 'otra.persona@example.com',
      subject: 'Consulta',
      description: LONG,
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await t.db.query('SELECT email FROM support_messages WHERE id = $1', [
      (response.json() as { data: { _id: string } }).data._id,
    ]);
    expect(rows[0]).toEqual({ email: 'cliente@saboresdelsur.com.ar' });
  });

  test('stores the message: 201 { data: { _id }, message }', async () => {
    const body = supportMessageSchema.parse({
      email: ' Cliente@SaboresDelSur.com.ar ',
      subject: '  Pedido frío ',
      description: LONG,
    });
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { data: { _id: string }; message: string };
    expect(answer.message).toBe('Tu mensaje se envió correctamente');
    const { rows } = await t.db.query('SELECT * FROM support_messages WHERE id = $1', [answer.data._id]);
    expect(rows[0]).toMatchObject({
      brand_id: 'marca-sabores',
      user_id: 'usr-demo-sabores',
      email: 'cliente@saboresdelsur.com.ar',
      subject: 'Pedido frío',
      description: LONG,
    });
  });

  test('needs a session: 401', async () => {
    expect((await send({ email: 'a@b.com', subject: 'Hola', description: LONG }, null)).statusCode).toBe(401);
  });

  test.each([
    [{ email: 'no-es-email', subject: 'Hola', description: LONG }, 'Por favor ingresá un email válido'],
    [{ subject: 'Hola', description: LONG }, 'Por favor ingresá un email válido'],
    [{ email: 'a@b.com', subject: '  ab  ', description: LONG }, 'Por favor ingresá un asunto'],
    [{ email: 'a@b.com', description: LONG }, 'Por favor ingresá un asunto'],
    [
      { email: 'a@b.com', subject: 'Hola', description: 'corto' },
      'El mensaje debe tener al menos 100 caracteres.',
    ],
    // 99 letters separated by spaces: whitespace does not count
    [
      { email: 'a@b.com', subject: 'Hola', description: 'a '.repeat(99) },
      'El mensaje debe tener al menos 100 caracteres.',
    ],
  ])('400 %j → %s', async (body, message) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  test('issue 28 item 16: an emoji is one character, as the form counts it (98 letters and 😀 are 99)', async () => {
    const short = await send({ email: 'a@b.com', subject: 'Hola', description: `${'a'.repeat(98)} 😀` });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'El mensaje debe tener al menos 100 caracteres.' });
    const enough = await send({ email: 'a@b.com', subject: 'Hola', description: `${'a'.repeat(98)} 😀👍🏽` });
    expect(enough.statusCode).toBe(201);
  });

  test('exactly 100 non-space characters is enough', async () => {
    const response = await send({ email: 'a@b.com', subject: 'Hola', description: 'ab '.repeat(50) });
    expect(response.statusCode).toBe(201);
  });
});
