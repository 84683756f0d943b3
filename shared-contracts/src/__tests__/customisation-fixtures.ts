import { productSchema, type CustomisationOption, type Product } from '../entities';

const group = (id: string, name: string, minQty: number, maxQty: number) => ({ id, name, minQty, maxQty });
export const PUNTO = group('punto', 'Punto de la carne', 1, 1);
export const SALSAS = group('salsas', 'Elegí 2 salsas', 2, 2);
export const TOPPINGS = group('toppings', 'Elegí hasta 3 toppings', 0, 3);
export const GUSTOS = group('gustos', 'Elegí 4 empanadas (de a 2 por gusto)', 4, 4);
export const ADICIONALES = group('adicionales', 'Adicionales', 0, 1000);

/** A product with every kind of option group of spec 000 sections 4 and 5, as the demo menu has them. */
export const everyGroup: Product = productSchema.parse({
  _id: 'p-all',
  sku: 'ALL',
  name: 'Combo con todo',
  price: 10000,
  children: [
    { sku: 'JUGOSO', name: 'Jugoso', price: 0, category: PUNTO },
    { sku: 'A-PUNTO', name: 'A punto', price: 0, category: PUNTO },
    { sku: 'COCIDO', name: 'Bien cocido', price: 0, category: PUNTO },
    { sku: 'MAYO', name: 'Mayonesa', price: 0, category: SALSAS },
    { sku: 'KETCHUP', name: 'Ketchup', price: 0, category: SALSAS },
    { sku: 'MOSTAZA', name: 'Mostaza', price: 0, category: SALSAS },
    { sku: 'HONGOS', name: 'Salsa de hongos', price: 0, active: false, category: SALSAS },
    { sku: 'TOMATE', name: 'Tomate', price: 0, category: TOPPINGS },
    { sku: 'ZANAHORIA', name: 'Zanahoria', price: 0, category: TOPPINGS },
    { sku: 'HUEVO-DURO', name: 'Huevo duro', price: 0, category: TOPPINGS },
    { sku: 'CHOCLO', name: 'Choclo', price: 0, category: TOPPINGS },
    { sku: 'CARNE', name: 'Carne', price: 0, minLimit: 2, category: GUSTOS },
    { sku: 'POLLO', name: 'Pollo', price: 0, minLimit: 2, category: GUSTOS },
    { sku: 'JYQ', name: 'Jamón y queso', price: 0, minLimit: 2, category: GUSTOS },
    { sku: 'HUEVO', name: 'Huevo frito', price: 1200, category: ADICIONALES },
    { sku: 'CHEDDAR', name: 'Queso cheddar', price: 1500, category: ADICIONALES },
    { sku: 'JAMON', name: 'Jamón cocido', price: 1300, active: false, category: ADICIONALES },
  ],
});

export function opt(sku: string): CustomisationOption {
  const found = everyGroup.children.find((o) => o.sku === sku);
  if (!found) throw new Error(`no option ${sku}`);
  return found;
}
