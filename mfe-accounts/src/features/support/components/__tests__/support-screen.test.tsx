import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState, spanish } from '../../../../testing/render-accounts';
import { SUPPORT_DRAFT_KEY } from '../../support-draft';

beforeEach(resetAccountsState);
afterEach(() => jest.restoreAllMocks());

const PATH = '/perfil/ayuda/soporte';
const LONG =
  'Hola, quería consultar por un pedido que hice ayer en la sucursal de Palermo: llegó frío y faltaba una empanada. ¿Me pueden ayudar?';

const subjectField = () => screen.getByLabelText('Asunto');
const messageField = () => screen.getByLabelText('Mensaje');
const sendButton = () => screen.getByRole('button', { name: 'Enviar' });

/** Types the subject and pastes the message (a hundred keystrokes would only slow the test). */
async function fill(subject: string, message: string) {
  if (subject) await userEvent.type(subjectField(), subject);
  if (message) {
    await userEvent.click(messageField());
    await userEvent.paste(message);
  }
}

describe('support form /perfil/ayuda/soporte (spec 001 sections 2, 4, 5, 7 and 8)', () => {
  it('its heading is the title; the header goes back to help', () => {
    const view = renderAccounts(PATH, { session: testSession() });
    expect(screen.getByRole('heading', { level: 1, name: 'Contactar a soporte' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil/ayuda' });
    expect(
      screen.getByText('Lo enviamos con tu email, ana@example.com, para poder responderte.'),
    ).toBeInTheDocument();
  });

  it('Send is disabled while invalid or empty', async () => {
    renderAccounts(PATH, { session: testSession() });
    expect(sendButton()).toBeDisabled();
    await fill('  ab ', 'ab '.repeat(50));
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(subjectField());
    await userEvent.type(subjectField(), 'abc');
    expect(sendButton()).toBeEnabled();
    await userEvent.clear(messageField());
    await userEvent.paste('a '.repeat(99));
    expect(sendButton()).toBeDisabled();
  });

  it("each field's message shows once it was left, tied to it ('Por favor ingresá un asunto', 'El mensaje debe tener al menos 100 caracteres.')", async () => {
    renderAccounts(PATH, { session: testSession() });
    await userEvent.type(subjectField(), '  ab ');
    expect(subjectField()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(messageField());
    expect(subjectField()).toHaveAttribute('aria-invalid', 'true');
    expect(subjectField()).toHaveAccessibleDescription(
      expect.stringContaining(spanish('support.errors.subject')),
    );
    expect(spanish('support.errors.subject')).toBe('Por favor ingresá un asunto');
    await userEvent.paste('a '.repeat(99));
    await userEvent.click(subjectField());
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).toHaveAccessibleDescription(
      expect.stringContaining('El mensaje debe tener al menos 100 caracteres.'),
    );
    // the message follows what is typed from then on
    await userEvent.type(subjectField(), 'c');
    expect(subjectField()).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters that count (not whitespace), visibly and tied to the field; read out once typing pauses', async () => {
    renderAccounts(PATH, { session: testSession() });
    expect(messageField()).toHaveAccessibleDescription(
      'Al menos 100 caracteres, sin contar los espacios. Faltan 100 caracteres',
    );
    await userEvent.click(messageField());
    await userEvent.paste('a '.repeat(99));
    expect(screen.getByText('Falta 1 carácter', { selector: '.support-form__counter' })).toBeInTheDocument();
    // The polite status region waits for the pause.
    const spoken = screen.getAllByRole('status').find((node) => node.textContent?.startsWith('Falt'));
    expect(spoken).toHaveTextContent('Faltan 100 caracteres');
    await waitFor(() => expect(spoken).toHaveTextContent('Falta 1 carácter'), { timeout: 2000 });
    await userEvent.paste('b');
    expect(screen.getByText('100 caracteres', { selector: '.support-form__counter' })).toBeInTheDocument();
  });

  it("issue 28 item 16: an emoji is one character for the counter and the rule (98 letters and 😀 are 99, not '100 caracteres')", async () => {
    renderAccounts(PATH, { session: testSession() });
    await fill('Consulta', `${'a'.repeat(98)}😀`);
    expect(screen.getByText('Falta 1 carácter', { selector: '.support-form__counter' })).toBeInTheDocument();
    expect(
      screen.queryByText('100 caracteres', { selector: '.support-form__counter' }),
    ).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await userEvent.paste('👍🏽');
    expect(screen.getByText('100 caracteres', { selector: '.support-form__counter' })).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('POST /api/support/add with the session user’s e-mail, the subject and the description, trimmed; then the success screen', async () => {
    const bodies: unknown[] = [];
    const view = renderAccounts(PATH, {
      session: testSession(),
      api: {
        'POST /api/support/add': ({ body, headers }) => {
          bodies.push(body);
          expect(headers.get('authorization')).toBe('Bearer token-1');
          return {
            status: 201,
            body: { data: { _id: 'sup-1' }, message: 'Tu mensaje se envió correctamente' },
          };
        },
      },
    });
    await fill('  Pedido frío ', `${LONG}\n`);
    await userEvent.click(sendButton());
    const done = await screen.findByRole('heading', { level: 1, name: 'Tu mensaje se envió correctamente' });
    expect(done).toHaveFocus();
    expect(bodies).toEqual([{ email: 'ana@example.com', subject: 'Pedido frío', description: LONG }]);
    expect(sessionStorage.getItem(SUPPORT_DRAFT_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al perfil' }));
    expect(view.history.at(-1)).toBe('/perfil');
  });

  it("a failure shows 'Hubo un error al enviar el mensaje'; retry returns to the form with the subject and message intact, and sends them", async () => {
    let answer = 500;
    const bodies: unknown[] = [];
    renderAccounts(PATH, {
      session: testSession(),
      api: {
        'POST /api/support/add': ({ body }) => {
          bodies.push(body);
          return { status: answer, body: answer === 500 ? { message: 'boom' } : { data: { _id: 'sup-1' } } };
        },
      },
    });
    await fill('Pedido frío', LONG);
    await userEvent.click(sendButton());
    const failed = await screen.findByRole('heading', {
      level: 1,
      name: 'Hubo un error al enviar el mensaje',
    });
    expect(failed).toHaveFocus();
    // nothing typed is lost, not even on a reload
    expect(JSON.parse(sessionStorage.getItem(SUPPORT_DRAFT_KEY) ?? 'null')).toMatchObject({
      subject: 'Pedido frío',
      message: LONG,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(subjectField()).toHaveValue('Pedido frío');
    expect(messageField()).toHaveValue(LONG);
    expect(sendButton()).toHaveFocus();
    answer = 201;
    await userEvent.click(sendButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu mensaje se envió correctamente' }),
    ).toBeVisible();
    const sent = { email: 'ana@example.com', subject: 'Pedido frío', description: LONG };
    expect(bodies).toEqual([sent, sent]);
  });

  it('a network failure shows the error screen too', async () => {
    renderAccounts(PATH, {
      session: testSession(),
      api: { 'POST /api/support/add': () => ({ status: 503 }) },
    });
    await fill('Pedido frío', LONG);
    await userEvent.click(sendButton());
    expect(await screen.findByText('Hubo un error al enviar el mensaje')).toBeInTheDocument();
  });

  it('the draft survives a reload (session storage), for the same user', async () => {
    const first = renderAccounts(PATH, { session: testSession() });
    await fill('Pedido frío', LONG);
    first.unmount();
    renderAccounts(PATH, { session: testSession() });
    expect(subjectField()).toHaveValue('Pedido frío');
    expect(messageField()).toHaveValue(LONG);
    expect(sendButton()).toBeEnabled();
  });

  it('a full storage does not stop the form: the text stays on screen and is sent', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const bodies: unknown[] = [];
    renderAccounts(PATH, {
      session: testSession(),
      api: {
        'POST /api/support/add': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: { data: { _id: 'sup-1' } } };
        },
      },
    });
    await fill('Pedido frío', LONG);
    expect(messageField()).toHaveValue(LONG);
    await userEvent.click(sendButton());
    expect(await screen.findByText('Tu mensaje se envió correctamente')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('a guest sees the sign-in prompt instead of the form (spec 001 section 6)', () => {
    renderAccounts(PATH, { session: testSession('guest') });
    expect(screen.getByRole('heading', { level: 1, name: 'Contactar a soporte' })).toBeInTheDocument();
    expect(screen.getByText('Iniciá sesión para escribirle a soporte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText('Asunto')).not.toBeInTheDocument();
  });
});
