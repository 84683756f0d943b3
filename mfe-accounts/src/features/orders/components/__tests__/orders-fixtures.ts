// Orders as GET /api/pedido/usuario/{id} and GET /api/pedido/detalles/{id} answer them
// (api/src/features/orders/order-repository.ts, toOrderAnswer).

export type ApiOrder = Record<string, unknown> & { _id: string };

/** Ana's takeaway: a burger 'A punto' with a fried egg, twice, and a comment; 1500 points used. */
export function apiOrder(overrides: Record<string, unknown> = {}): ApiOrder {
  return {
    _id: 'ord-1',
    idOrder: 1042,
    idMarca: 'marca-sabores',
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    idCliente: 'user-1',
    type: 'takeaway',
    estadoDeOrden: 'RETIRADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    metodoDePago: ['points', 'mercadoPago'],
    orderPayment: [
      {
        sku: 'SAB-040',
        orderProductId: 'ord-1-l1',
        name: 'Hamburguesa clásica',
        price: 11900,
        quantity: 2,
        comments: 'Sin sal, por favor',
        customization: {
          ingredients: {
            'OPT-A-PUNTO-g1': {
              sku: 'OPT-A-PUNTO',
              name: 'A punto',
              price: 0,
              quantity: 1,
              minLimit: 1,
              category: { id: 'g1' },
            },
          },
          aditionals: {
            'OPT-HUEVO-g2': {
              sku: 'OPT-HUEVO',
              name: 'Huevo frito',
              price: 1200,
              quantity: 1,
              minLimit: 1,
              category: { id: 'g2' },
            },
          },
        },
        upselling: [],
      },
      { sku: 'SAB-020', orderProductId: 'ord-1-l2', name: 'Empanada de carne', price: 1900, quantity: 1 },
    ],
    // what the server priced: these figures are shown as they are, never added up again
    total: 28100,
    totalFacturado: 26600,
    totals: {
      subtotal: 28100,
      clubDiscountPct: 0,
      descuentoClub: 0,
      costoEnvio: 0,
      descuentoEnvio: 0,
      envio: 0,
      total: 28100,
    },
    account: {
      orderTotal: 28100,
      totalinvoiced: 26600,
      pointsToUse: 1500,
      // not a club member when ordering: no members' discount (issue 14 item 10)
      clubDiscount: 0,
      clubDiscountPct: 0,
      pointsPercentage: 10,
      winPoints: 2660,
    },
    mesa: null,
    mesaId: null,
    horaRetiro: '2025-06-08T21:40:00-03:00',
    deliveryAddressId: null,
    comments: null,
    activeOrder: false,
    valoracion: null,
    experiencia: null,
    localInfo: { nameLocal: 'Sabores del Sur Palermo' },
    created: '2025-06-09T00:10:00.000Z',
    update: '2025-06-09T00:50:00.000Z',
    ...overrides,
  };
}

/** '$ 28.100' as es-AR writes it, its non-breaking space read as the space text matchers normalise it to. */
export const pesos = (text: string) => `$ ${text}`;
