import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from 'shared-contracts/account-forms';
import { ACCOUNT_REQUEST_MESSAGES, resetPasswordBody } from '../../features/auth/auth-schemas';
import { branchListQuery } from '../../features/branches/branch-schemas';
import { ORDER_MESSAGES, sendOrderBody } from '../../features/orders/order-schemas';
import { verifyPaymentBody } from '../../features/payments/payment-schemas';
import { translateBody } from '../../features/translate/translate-schemas';
import { profileRequest } from '../../features/users/user-schemas';
import { coordinate, idField, toTranslateLanguage } from '../request-fields';

const firstMessage = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('request schemas: building blocks', () => {
  it('ids: trimmed, letters, digits, - and _ only; missing and invalid say which', () => {
    const id = idField('el id de la marca');
    expect(z.parse(id, ' marca-sabores ')).toBe('marca-sabores');
    expect(firstMessage(id, undefined)).toBe('Falta el id de la marca.');
    expect(firstMessage(id, '   ')).toBe('Falta el id de la marca.');
    expect(firstMessage(id, 'marca sabores')).toBe('El id de la marca no es válido.');
    expect(firstMessage(id, 42)).toBe('El id de la marca no es válido.');
  });

  it('coordinates come as numbers or numeric text, within range', () => {
    expect(z.parse(coordinate('latitud'), '-34.5886')).toBe(-34.5886);
    expect(firstMessage(coordinate('longitud'), '181')).toBe(
      'La longitud debe ser un número entre -180 y 180.',
    );
    expect(firstMessage(coordinate('latitud'), '1e3')).toBe('La latitud debe ser un número entre -90 y 90.');
  });

  it('an empty query parameter is a missing one', () => {
    expect(z.parse(branchListQuery, { idMarca: 'marca-sabores', lat: '', mode: '' })).toEqual({
      idMarca: 'marca-sabores',
    });
  });
});

describe('request schemas: bodies', () => {
  const order = {
    idCliente: 'usr-1',
    idMarca: 'marca-sabores',
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    type: 'mesa',
    mesa: 7,
    metodoDePago: ['points', 'cash'],
    total: 2200,
    orderPayment: [{ sku: 'SAB-070', quantity: 1, customization: { ingredients: {} } }],
  };

  it('the order payload: new by default, unknown keys dropped, every field checked', () => {
    const parsed = z.parse(sendOrderBody, { ...order, paymentStatus: 'PAGADO' });
    expect(parsed.orderChangeState).toBe('new');
    expect(parsed).not.toHaveProperty('paymentStatus');
    // what the checkout sends and nothing reads is dropped unchecked (ADR 040), malformed or not
    const unread = {
      shipping_type_id: 'x'.repeat(65),
      recomendedProduct: [{ sku: 'SAB-001' }],
      domain: 'x'.repeat(254),
      customerIdentificationSystem: 42,
      customerCuit: null,
      printed: 'yes',
    };
    expect(z.parse(sendOrderBody, { ...order, ...unread })).toEqual(z.parse(sendOrderBody, order));
    expect(firstMessage(sendOrderBody, { ...order, orderPayment: [] })).toBe(ORDER_MESSAGES.noProducts);
    expect(firstMessage(sendOrderBody, { ...order, metodoDePago: 'bitcoin' })).toBe(ORDER_MESSAGES.payment);
    expect(firstMessage(sendOrderBody, { ...order, orderPayment: [{ sku: 'SAB-070', quantity: 2.5 }] })).toBe(
      ORDER_MESSAGES.quantity,
    );
    expect(firstMessage(sendOrderBody, 'pedido')).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
  });

  it('payment verification takes the provider’s numeric ids too', () => {
    expect(z.parse(verifyPaymentBody, { idPayment: 1320000001, idLocal: 'suc-palermo' }).idPayment).toBe(
      '1320000001',
    );
    expect(firstMessage(verifyPaymentBody, { idPayment: 'a/b', idLocal: 'suc-palermo' })).toBe(
      'Falta el id del pago a verificar (idPayment).',
    );
  });

  it('account bodies apply the account form rules of shared-contracts, then their own', () => {
    const now = new Date('2025-06-10T12:00:00-03:00');
    expect(firstMessage(profileRequest(now), {})).toBe(ACCOUNT_REQUEST_MESSAGES.nothingToSave);
    expect(firstMessage(profileRequest(now), { phoneNumber: '+54' })).toBe(ACCOUNT_MESSAGES.phoneIncomplete);
    expect(firstMessage(profileRequest(now), { city: 'Avellaneda <b>' })).toBe(ACCOUNT_MESSAGES.special);
    expect(firstMessage(resetPasswordBody, { password: 'Segura2026', password2: 'Segura2027' })).toBe(
      ACCOUNT_MESSAGES.passwordMismatch,
    );
    expect(firstMessage(resetPasswordBody, 'clave')).toBe(
      'El cuerpo de la solicitud debe ser un objeto JSON.',
    );
  });

  it('translation languages are the app’s seven, regional codes read as their base', () => {
    expect(toTranslateLanguage('pt-BR')).toBe('pt');
    expect(toTranslateLanguage('zh_CN')).toBe('zh');
    expect(toTranslateLanguage('ja')).toBeNull();
    expect(z.parse(translateBody, { q: ['Hola'], target: 'EN', source: '' })).toEqual({
      q: ['Hola'],
      target: 'en',
    });
  });
});
