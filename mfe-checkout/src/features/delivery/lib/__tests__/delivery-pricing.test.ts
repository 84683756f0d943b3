import { deliveryEstimateSchema, type DeliveryConditions } from 'shared-contracts/entities';
import { testBrand } from 'shared-ui/testing/fixtures';
import { brandDeliveryConditions, missingForDeliveryMinimum, priceDeliveryOption } from '../delivery-pricing';

const conditions = (overrides: Partial<DeliveryConditions> = {}): DeliveryConditions => ({
  porcentajeMarca: 0,
  porcentajeUsuario: 0,
  minimoGratis: 0,
  minimoCompra: 0,
  deliveryRange: 0,
  ...overrides,
});
const option = (costoEnvio: number) =>
  deliveryEstimateSchema.parse({ id: 'delivery', tipo: 'delivery', costoEnvio });

describe('the shipping cost the customer pays (spec 000 section 9)', () => {
  it('is free when the total reaches minimoGratis', () => {
    const priced = priceDeliveryOption(option(2500), 20000, conditions({ minimoGratis: 20000 }));
    expect(priced).toMatchObject({ original: 2500, cost: 0, free: true, discounted: true });
  });

  it('is not free one peso under minimoGratis', () => {
    expect(priceDeliveryOption(option(2500), 19999, conditions({ minimoGratis: 20000 })).cost).toBe(2500);
  });

  it('discounts the brand share porcentajeMarca, to two decimals', () => {
    const priced = priceDeliveryOption(option(2345.67), 5000, conditions({ porcentajeMarca: 30 }));
    // 2345.67 × 0.7 = 1641.969
    expect(priced).toMatchObject({ original: 2345.67, cost: 1641.97, free: false, discounted: true });
  });

  it('charges the whole estimate with no brand share and no minimoGratis', () => {
    expect(priceDeliveryOption(option(1980), 100, conditions())).toMatchObject({
      cost: 1980,
      free: false,
      discounted: false,
    });
  });
});

describe('the delivery minimum minimoCompra (spec 000 section 9)', () => {
  it('says how much is missing', () => {
    expect(missingForDeliveryMinimum(8750.5, conditions({ minimoCompra: 10000 }))).toBe(1249.5);
    expect(missingForDeliveryMinimum(10000, conditions({ minimoCompra: 10000 }))).toBe(0);
  });
});

describe("the brand's delivery conditions", () => {
  it('come from brandData.deliveryCondiciones, and default to 0', () => {
    const brand = testBrand({
      brandData: { _id: 'marca-sabores', deliveryCondiciones: { porcentajeMarca: 50, minimoCompra: '8000' } },
    });
    expect(brandDeliveryConditions(brand)).toMatchObject({
      porcentajeMarca: 50,
      minimoCompra: 8000,
      minimoGratis: 0,
    });
    expect(brandDeliveryConditions(null).minimoCompra).toBe(0);
  });
});

it("fall back to the brand's top-level deliveryCondiciones when brandData has none", () => {
  const brand = testBrand({ deliveryCondiciones: { minimoGratis: 15000 } });
  expect(brandDeliveryConditions(brand).minimoGratis).toBe(15000);
});
