import {
  brandSchema,
  branchSchema,
  sessionSchema,
  type Brand,
  type Branch,
  type Session,
} from 'shared-contracts/entities';

/** A b2c brand as the API answers it, parsed by the contract's schema. */
export function testBrand(overrides: Record<string, unknown> = {}): Brand {
  return brandSchema.parse({
    _id: 'marca-sabores',
    brandId: 'marca-sabores',
    appName: 'Sabores del Sur',
    domain: 'saboresdelsur.com.ar',
    businessType: 'b2c',
    allowedUserTypes: { guest: true },
    colors: [{ name: 'primary', value: '#b3261e' }],
    clubMembers: {
      enabled: true,
      generalDiscountPct: 15,
      plans: {
        monthly: { enabled: true, price: 300, mercadoPagoPlanId: 'p-m' },
        annual: { enabled: true, price: 999, mercadoPagoPlanId: 'p-a' },
      },
    },
    brandData: { _id: 'marca-sabores', headerLogo: '/api/static/brands/marca-sabores/logo.svg' },
    ...overrides,
  });
}

export function testBranch(overrides: Record<string, unknown> = {}): Branch {
  return branchSchema.parse({
    id: 'suc-palermo',
    storeId: 'store-palermo',
    name: 'Sabores del Sur Palermo',
    address: 'Honduras 4820, Palermo, CABA',
    status: 'open',
    // open around the clock: it never closes ('Abierto las 24 horas')
    scheduleTimes: { closesAt: null, opensAt: null, opensInDays: null, opensOn: null },
    geoLocation: { latitude: -34.5889, longitude: -58.4306 },
    ...overrides,
  });
}

/**
 * Palermo's table 4 as GET /mesa/suc-palermo/mesa-4 answers it (the answer's `data`), the table the
 * tests seat their orders at; `idMarca` for a table of another brand.
 */
export function testTable(idMarca = 'marca-sabores') {
  return {
    _id: 'mesa-4',
    mesa: '4',
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    idMarca,
    nameLocal: 'Sabores del Sur Palermo',
  };
}

export function testSession(typeUser: 'guest' | 'registered' = 'registered'): Session {
  return sessionSchema.parse({
    credentials: { userId: 'user-1', authToken: 'token-1', idMarca: 'marca-sabores' },
    user: { _id: 'user-1', idMarca: 'marca-sabores', typeUser, name: 'Ana Pérez', email: 'ana@example.com' },
  });
}
