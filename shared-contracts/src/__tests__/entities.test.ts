import {
  addressFormSchema,
  brandSchema,
  branchSchema,
  cartSchema,
  categorySchema,
  consumePreferencesSchema,
  consumeTypeSchema,
  deliveryAddressSchema,
  languageSchema,
  orderCreationPayloadSchema,
  placedOrderSchema,
  productPriceSchema,
  productSchema,
  productTagSchema,
  ratingSchema,
  scheduleSchema,
  sessionSchema,
  userSchema,
} from '../entities';

describe('brand (GET /api/marca/{domain})', () => {
  const answer = {
    _id: '64f0c1',
    appName: 'Sabores del Sur',
    appBackground: '#fff',
    domain: 'saboresdelsur.com.ar',
    businessType: 'b2c',
    multipleMenu: false,
    colors: [{ name: 'primary', value: '#e63946' }],
    privacyPolicy: null,
    allowedUserTypes: { guest: true },
    brandData: {
      _id: '64f0c1',
      headerLogo: 'https://cdn.example.com/logo.png',
      deliveryCondiciones: { minimoGratis: '20000' },
    },
    clubMembers: {
      enabled: true,
      generalDiscountPct: 15,
      plans: { monthly: { enabled: true, price: 300, mercadoPagoPlanId: 'mp-1' } },
    },
    somethingNew: 'ignored',
  };

  it('parses a realistic answer and fills the defaults: defaultDiscount 10, delivery conditions 0', () => {
    const brand = brandSchema.parse(answer);
    expect(brand.defaultDiscount).toBe(10);
    expect(brand.deliveryCondiciones).toEqual({
      porcentajeMarca: 0,
      porcentajeUsuario: 0,
      minimoGratis: 0,
      minimoCompra: 0,
      deliveryRange: 0,
    });
    expect(brand.brandData?.defaultDiscount).toBe(10);
    expect(brand.brandData?.deliveryCondiciones.minimoGratis).toBe(20000);
    expect(brand.clubMembers?.plans?.monthly?.price).toBe(300);
    expect(brand.allowedUserTypes?.guest).toBe(true);
    expect(brand).not.toHaveProperty('somethingNew');
  });

  it('defaults businessType to b2c and refuses an unknown one', () => {
    expect(brandSchema.parse({ _id: 'x' }).businessType).toBe('b2c');
    expect(brandSchema.safeParse({ _id: 'x', businessType: 'b2g' }).success).toBe(false);
  });
});

describe('branch', () => {
  const raw = {
    id: 12,
    storeId: 'st-1',
    name: 'Palermo',
    address: 'Honduras 5000',
    status: 'closing_soon',
    geoLocation: { latitude: '-34.58', longitude: -58.43 },
    schedule: {
      lunes: [
        { open: '09:00', close: '13:00' },
        { open: '19:00', close: '01:00' },
      ],
      Miércoles: { open: '10:00', close: '22:00' },
    },
    systemOptions: {
      tableSystem: true,
      deliveryPropio: { activo: true, payment: false, name: 'Moto propia' },
    },
    paymentMethods: {
      cash: { enabled: true },
      points: false,
      transfer: {
        enabled: true,
        name: 'Transferencia',
        settings: { alias: 'sabores.sur', cbu: '0000003100000000000000' },
      },
    },
  };

  it('reads ids as strings, numeric strings as numbers and PercentagePoints default 10', () => {
    const branch = branchSchema.parse(raw);
    expect(branch.id).toBe('12');
    expect(branch.geoLocation).toEqual({ latitude: -34.58, longitude: -58.43 });
    expect(branch.PercentagePoints).toBe(10);
    expect(branch.systemOptions).toEqual({
      tableSystem: true,
      takeawaySystem: false,
      deliverySystem: false,
      deliveryPropio: { activo: true, payment: false, name: 'Moto propia' },
    });
    expect(branch.paymentMethods?.points).toEqual({ enabled: false });
    expect(branch.paymentMethods?.transfer?.settings?.alias).toBe('sabores.sur');
  });

  it('schedule is keyed domingo..sabado; a day holds a list of pairs or a single pair', () => {
    const schedule = scheduleSchema.parse(raw.schedule);
    expect(schedule.lunes).toHaveLength(2);
    expect(schedule.miercoles).toEqual({ open: '10:00', close: '22:00' });
    expect(scheduleSchema.safeParse({ lunes: { open: '9am', close: '13:00' } }).success).toBe(false);
  });

  it('status is open, close, closing_soon or opening_soon', () => {
    expect(branchSchema.safeParse({ ...raw, status: 'abierto' }).success).toBe(false);
  });
});

describe('product', () => {
  it('price is a number, a numeric string, a per-consumption-type object or b2b tiers', () => {
    expect(productPriceSchema.parse(1500)).toBe(1500);
    expect(productPriceSchema.parse('1500.50')).toBe('1500.50');
    expect(productPriceSchema.parse({ tableSystem: 1000, deliverySystem: 1200 })).toEqual({
      tableSystem: 1000,
      deliverySystem: 1200,
    });
    expect(productPriceSchema.parse({ default: 900, mayorista: 800 })).toEqual({
      default: 900,
      mayorista: 800,
    });
    expect(productPriceSchema.safeParse({}).success).toBe(false);
    expect(productPriceSchema.safeParse('gratis').success).toBe(false);
  });

  it('knows the 15 dietary and allergen tags and drops unknown ones from ref', () => {
    expect(productTagSchema.options).toHaveLength(15);
    expect(productTagSchema.safeParse('frutos secos').success).toBe(true);
    const product = productSchema.parse({
      sku: 'P1',
      name: 'Ensalada',
      ref: ['vegano', 'sin tacc', 'orgánico'],
    });
    expect(product.ref).toEqual(['vegano', 'sin tacc']);
    expect(product.children).toEqual([]);
  });

  it('options default minLimit 1, active true, minQty 0 and maxQty 1', () => {
    const product = productSchema.parse({
      sku: 'P1',
      name: 'Burger',
      children: [{ name: 'Cheddar', sku: 'C1', price: 0, category: { id: 'g1', name: 'Queso' } }],
    });
    expect(product.children[0]).toMatchObject({
      minLimit: 1,
      active: true,
      category: { minQty: 0, maxQty: 1 },
    });
  });

  it('categories default to type category with empty lists', () => {
    expect(categorySchema.parse({ id: 3, name: 'Pizzas' })).toEqual({
      id: '3',
      name: 'Pizzas',
      products: [],
      subcategories: [],
      type: 'category',
    });
  });
});

describe('cart', () => {
  it('an empty object becomes the empty order in progress', () => {
    expect(cartSchema.parse({})).toEqual({
      draftOrderId: null,
      observations: '',
      products: [],
      total: 0,
      quantity: 0,
      table: null,
      tableId: null,
      consumeType: null,
      paymentMethod: null,
      address: null,
      deliveryOption: null,
      diners: null,
      pickUpTime: null,
      crossSelling: false,
      selectedConsumeTypeIsFromActiveOrder: false,
      localId: null,
      storeId: null,
    });
  });

  it('a stored cart survives a JSON round trip', () => {
    const cart = cartSchema.parse({
      draftOrderId: 'd1',
      consumeType: 'delivery_propio',
      products: [
        {
          name: 'Burger',
          sku: 'P1',
          orderProductId: 'op1',
          price: 1500,
          quantity: 2,
          customization: {
            aditionals: { 'A1-g2': { sku: 'A1', price: 300, quantity: 1, category: { id: 'g2' } } },
          },
        },
      ],
      address: {
        tag: 'Casa',
        addressName: 'Honduras 5000',
        addressData: { lat: -34.58, lng: -58.43 },
        deliveryAddressId: 'a1',
      },
      deliveryOption: { id: 'e1', tipo: 'moto', costoEnvio: 800 },
      paymentMethod: { type: 'mercadoPago' },
    });
    expect(cartSchema.parse(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    expect(cart.products[0]?.customization.ingredients).toEqual({});
  });

  it('consume types are local, takeaway, delivery and delivery_propio', () => {
    expect(consumeTypeSchema.options).toEqual(['local', 'takeaway', 'delivery', 'delivery_propio']);
    expect(cartSchema.safeParse({ consumeType: 'mesa' }).success).toBe(false);
  });
});

describe('user and session', () => {
  it('a guest session carries credentials and a user of typeUser guest', () => {
    const session = sessionSchema.parse({
      credentials: { userId: 'u1', authToken: 't', idMarca: 'b1' },
      user: { _id: 'u1', typeUser: 'guest', name: null },
    });
    expect(session.user.typeUser).toBe('guest');
    expect(session.credentials.campaign).toBeUndefined();
  });

  it('a b2b user has company data, a price category and a membership', () => {
    const user = userSchema.parse({
      _id: 'u2',
      typeUser: 'registered',
      cuit: '20123456789',
      businessName: 'Almacén SA',
      companyName: 'Almacén',
      province: 'Mendoza',
      city: 'Godoy Cruz',
      priceCategory: 'mayorista',
      birthDate: { year: '1990', month: 5, day: 3 },
      gender: 'Female',
      membership: { active: true, cycle: 'annual', startedAt: '2025-01-01T00:00:00.000Z' },
    });
    expect(user.birthDate).toEqual({ year: 1990, month: 5, day: 3 });
    expect(user.membership?.cycle).toBe('annual');
    expect(userSchema.safeParse({ _id: 'u3', gender: 'male' }).success).toBe(false);
  });

  it('interface languages are es, en, pt, fr, de, it and zh', () => {
    expect(languageSchema.options).toEqual(['es', 'en', 'pt', 'fr', 'de', 'it', 'zh']);
  });
});

describe('placed order', () => {
  it('reads orderPayment given as a JSON string', () => {
    const order = placedOrderSchema.parse({
      _id: 'o1',
      type: 'delivery',
      estadoDeOrden: 'COCINA',
      paymentStatus: 'PENDIENTE',
      metodoDePago: 'transferencia',
      orderPayment: JSON.stringify([{ name: 'Burger', quantity: 2 }]),
      account: { orderTotal: '3000' },
      localInfo: { nameLocal: 'Palermo' },
      activeOrder: true,
    });
    expect(order.orderPayment).toEqual([{ name: 'Burger', quantity: 2 }]);
    expect(order.account?.orderTotal).toBe(3000);
  });

  it('reads a history order with a list of payment methods and points', () => {
    const order = placedOrderSchema.parse({
      _id: 'o2',
      orderStatus: 'PAGADO',
      metodoDePago: ['points', 'mercadoPago'],
      account: { totalinvoiced: 2500, pointsToUse: 500, winPoints: 250 },
    });
    expect(order.metodoDePago).toEqual(['points', 'mercadoPago']);
  });

  it("keeps a line's suggested products ('upselling', as the API stores them) for the order's detail (issue 28)", () => {
    const order = placedOrderSchema.parse({
      _id: 'o3',
      orderPayment: [
        {
          name: 'Hamburguesa clásica',
          quantity: 1,
          upselling: [{ _id: 'p9', sku: 'SAB-090', name: 'Gaseosa 500 ml', price: 2500, quantity: '2' }],
        },
      ],
    });
    expect(order.orderPayment?.[0]?.upselling).toEqual([
      { sku: 'SAB-090', name: 'Gaseosa 500 ml', price: 2500, quantity: 2 },
    ]);
  });
});

describe('addresses, preferences, rating, order payload', () => {
  it('a saved address has dropoff coordinates lat/lon', () => {
    const a = deliveryAddressSchema.parse({
      _id: 'a1',
      deliveryAddress: 'Honduras 5000',
      coordinates: { dropoff: { lat: -34.58, lon: -58.43 } },
      etiqueta: 'Casa',
    });
    expect(a.isDefault).toBe(false);
    expect(a.coordinates?.dropoff.lon).toBe(-58.43);
  });

  it('the address form defaults the country code to +54', () => {
    expect(addressFormSchema.parse({}).phoneCode).toBe('+54');
  });

  it('consume preferences default to no initial selection', () => {
    expect(consumePreferencesSchema.parse({ consumptionMode: 'takeaway' })).toMatchObject({
      hasInitialModeSelection: false,
      availableConsumptionModes: [],
    });
  });

  it('rating valoracion is 1 to 5', () => {
    expect(ratingSchema.safeParse({ valoracion: 5, activeOrder: false }).success).toBe(true);
    expect(ratingSchema.safeParse({ valoracion: 0, activeOrder: false }).success).toBe(false);
    expect(ratingSchema.safeParse({ valoracion: 6, activeOrder: false }).success).toBe(false);
  });

  it('order creation payload: orderChangeState is new or update', () => {
    const payload = {
      idCliente: 'u1',
      idLocal: 'l1',
      total: 3000,
      storeId: 's1',
      idMarca: 'b1',
      type: 'mesa',
      mesa: 4,
      mesaId: 't4',
      orderPayment: [
        { name: 'Burger', sku: 'P1', orderProductId: 'op1', price: 1500, quantity: 2, newProduct: true },
      ],
      metodoDePago: 'cash',
      orderChangeState: 'update',
    };
    expect(orderCreationPayloadSchema.parse(payload).orderPayment[0]?.newProduct).toBe(true);
    expect(orderCreationPayloadSchema.safeParse({ ...payload, orderChangeState: 'edit' }).success).toBe(
      false,
    );
  });
});
