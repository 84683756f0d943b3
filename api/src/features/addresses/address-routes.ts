import type { FastifyInstance } from 'fastify';
import { addressFields, addressOwner, addressParams, userIdParams } from './address-schemas';
import { brandUserParams } from '../../lib/request-fields';
import type { AddressFields } from './address-schemas';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import {
  ADDRESS_NOT_FOUND,
  MAX_ADDRESSES_PER_USER,
  TOO_MANY_ADDRESSES,
  clearDefault,
  countAddresses,
  findAddress,
  insertAddress,
  listAddresses,
  lockUserAddresses,
  updateAddress,
} from './address-repository';
import type { AddressAnswer } from './address-repository';
import { completeAddress } from './address-validation';

/**
 * The saved addresses of a customer (spec 001 section 7, base /api/pedido), own user only.
 * GET /pedido/direccion/:brandId/:userId is the list keyed by brand and user; GET
 * /pedido/direccion/:userId (the spec's `/direccion/{id}`) is the same list in the caller's brand.
 */
export function getAddresses(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/pedido/direccion/:brandId/:userId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId } = parseInput(brandUserParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    return { data: await listAddresses(db, brandId, userId) };
  });

  app.get('/pedido/direccion/:userId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { userId } = parseInput(userIdParams, request.params);
    const brandId = auth.session.brandId;
    await assertSameUser(auth, brandId, userId, db);
    return { data: await listAddresses(db, brandId, userId) };
  });
}

/** POST /pedido/direccion → 201 { data: address }; isDefault true makes it the only default. */
export function createAddress(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/pedido/direccion', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const { idCliente, idMarca } = parseInput(addressOwner, request.body);
    await assertSameUser(auth, idMarca, idCliente, db);
    const values = completeAddress(parseInput(addressFields, request.body), auth.user);
    const now = clock.now();
    const address = await db.transaction(async (tx) => {
      await lockUserAddresses(tx, idCliente);
      if ((await countAddresses(tx, idCliente)) >= MAX_ADDRESSES_PER_USER)
        throw badRequest(TOO_MANY_ADDRESSES);
      if (values.isDefault) await clearDefault(tx, idCliente, null);
      return insertAddress(tx, idMarca, idCliente, values, now);
    });
    return reply.code(201).send({ data: address });
  });
}

/**
 * PUT /pedido/direccion/:brandId/:userId/:addressId → { data: address }: the fields sent replace the
 * stored ones, and the result is checked as a new address would be.
 */
export function editAddress(app: FastifyInstance, { db, clock }: AppContext): void {
  app.put('/pedido/direccion/:brandId/:userId/:addressId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId, addressId } = parseInput(addressParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    const fields = parseInput(addressFields, request.body);
    const now = clock.now();
    const address = await db.transaction(async (tx) => {
      await lockUserAddresses(tx, userId);
      const stored = await findAddress(tx, brandId, userId, addressId);
      if (!stored) throw notFound(ADDRESS_NOT_FOUND);
      const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const values = completeAddress({ ...storedFields(stored), ...sent }, auth.user);
      if (values.isDefault) await clearDefault(tx, userId, addressId);
      return updateAddress(tx, addressId, values, now);
    });
    return { data: address };
  });
}

function storedFields(stored: AddressAnswer): AddressFields {
  const {
    deliveryAddress,
    coordinates,
    isDefault,
    etiqueta,
    customerName,
    customerPhone,
    deliveryInstructions,
  } = stored;
  return {
    deliveryAddress,
    coordinates,
    isDefault,
    etiqueta,
    customerName,
    customerPhone,
    deliveryInstructions,
  };
}
