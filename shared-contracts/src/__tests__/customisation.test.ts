import { createProductInPreparation, maxUnitsMessage } from '../cart';
import {
  checkBeforeSave,
  chooseOption,
  describeOptionGroups,
  groupKind,
  groupToOpenAfterChoice,
  initialOpenGroup,
  unchooseOption,
  type OptionGroupState,
} from '../customisation';
import type { ProductInPreparation } from '../entities';
import { sequentialIds } from './cart-fixtures';
import { everyGroup, opt } from './customisation-fixtures';

const fresh = () => createProductInPreparation(everyGroup, {}, sequentialIds('line'));
const choose = (prep: ProductInPreparation, ...skus: string[]) => {
  let result = { prep, reason: null as string | null };
  for (const sku of skus) result = chooseOption(result.prep, opt(sku));
  return result;
};
const groups = (prep: ProductInPreparation) => describeOptionGroups(everyGroup, prep);
const group = (prep: ProductInPreparation, id: string) =>
  groups(prep).find((g) => g.categoryId === id) as OptionGroupState;
const quantities = (prep: ProductInPreparation, id: string) =>
  Object.fromEntries(
    group(prep, id)
      .options.filter((o) => o.selected)
      .map((o) => [o.option.sku, o.quantity]),
  );

describe('group kinds (spec 000 section 5)', () => {
  it('maxQty 1 is a radio, maxQty above 1 a multiple group, min 0 with max at least 1000 additionals', () => {
    expect(groupKind({ minQty: 1, maxQty: 1 })).toBe('radio');
    expect(groupKind({ minQty: 0, maxQty: 1 })).toBe('radio');
    expect(groupKind({ minQty: 2, maxQty: 2 })).toBe('multiple');
    expect(groupKind({ minQty: 0, maxQty: 3 })).toBe('multiple');
    expect(groupKind({ minQty: 0, maxQty: 1000 })).toBe('additional');
    expect(groupKind({ minQty: 1, maxQty: 1000 })).toBe('multiple');
    expect(groups(fresh()).map((g) => [g.categoryId, g.kind])).toEqual([
      ['punto', 'radio'],
      ['salsas', 'multiple'],
      ['toppings', 'multiple'],
      ['gustos', 'multiple'],
      ['adicionales', 'additional'],
    ]);
  });

  it("required groups are those with minQty above 0 among active zero-price options; additionals are never 'Requerido'", () => {
    expect(groups(fresh()).map((g) => [g.categoryId, g.required])).toEqual([
      ['punto', true],
      ['salsas', true],
      ['toppings', false],
      ['gustos', true],
      ['adicionales', false],
    ]);
  });
});

describe('radio groups (spec 000 section 4)', () => {
  it('choosing another option replaces the existing choice', () => {
    const { prep } = choose(fresh(), 'JUGOSO', 'COCIDO');
    expect(quantities(prep, 'punto')).toEqual({ COCIDO: 1 });
  });

  it('re-choosing the selected option does nothing', () => {
    const once = choose(fresh(), 'JUGOSO').prep;
    expect(choose(once, 'JUGOSO').prep).toBe(once);
  });
});

describe('multiple groups (spec 000 sections 4 and 5)', () => {
  it('the group total may reach maxQty; minLimit is the step', () => {
    const { prep } = choose(fresh(), 'CARNE', 'POLLO');
    expect(quantities(prep, 'gustos')).toEqual({ CARNE: 2, POLLO: 2 });
    expect(group(prep, 'gustos').selected).toBe(4);
  });

  it("never above maxQty: a further unit is refused with 'No podés agregar más de {n} unidades en esta categoría.'", () => {
    const full = choose(fresh(), 'TOMATE', 'ZANAHORIA', 'HUEVO-DURO').prep;
    const more = chooseOption(full, opt('TOMATE'));
    expect(more.prep).toBe(full);
    expect(more.reason).toBe('No podés agregar más de 3 unidades en esta categoría.');
    expect(maxUnitsMessage(3)).toBe(more.reason);
  });

  it('when the group is full the oldest entry is dropped for a new distinct one', () => {
    const full = choose(fresh(), 'TOMATE', 'ZANAHORIA', 'HUEVO-DURO').prep;
    const { prep, reason } = chooseOption(full, opt('CHOCLO'));
    expect(reason).toBeNull();
    expect(quantities(prep, 'toppings')).toEqual({ ZANAHORIA: 1, 'HUEVO-DURO': 1, CHOCLO: 1 });
  });

  it('removal lowers by the step, or deletes the item at or below it', () => {
    const four = choose(fresh(), 'CARNE', 'CARNE').prep;
    expect(quantities(four, 'gustos')).toEqual({ CARNE: 4 });
    const two = unchooseOption(four, opt('CARNE'));
    expect(quantities(two, 'gustos')).toEqual({ CARNE: 2 });
    expect(quantities(unchooseOption(two, opt('CARNE')), 'gustos')).toEqual({});
  });

  it('an unselected option is disabled when the group total plus its minLimit would exceed the max', () => {
    const six = choose(fresh(), 'CARNE').prep; // 2 of 4
    expect(group(six, 'gustos').options.map((o) => o.disabled)).toEqual([false, false, false]);
    const full = choose(six, 'POLLO').prep; // 4 of 4
    expect(group(full, 'gustos').options.map((o) => [o.option.sku, o.disabled])).toEqual([
      ['CARNE', false],
      ['POLLO', false],
      ['JYQ', true],
    ]);
  });

  it('inactive options are disabled and cannot be chosen', () => {
    const prep = fresh();
    expect(group(prep, 'salsas').options.find((o) => o.option.sku === 'HONGOS')?.disabled).toBe(true);
    expect(chooseOption(prep, opt('HONGOS')).prep).toBe(prep);
    expect(group(prep, 'adicionales').options.find((o) => o.option.sku === 'JAMON')?.disabled).toBe(true);
    expect(chooseOption(prep, opt('JAMON')).prep).toBe(prep);
  });
});

describe('additionals (spec 000 section 4)', () => {
  it('each add raises the quantity by 1 and the total by its price; removal lowers it and deletes at 1', () => {
    const twice = choose(fresh(), 'HUEVO', 'HUEVO').prep;
    expect(quantities(twice, 'adicionales')).toEqual({ HUEVO: 2 });
    expect(twice.total).toBe(10000 + 2 * 1200);
    const once = unchooseOption(twice, opt('HUEVO'));
    expect(quantities(once, 'adicionales')).toEqual({ HUEVO: 1 });
    expect(quantities(unchooseOption(once, opt('HUEVO')), 'adicionales')).toEqual({});
    expect(twice.product.customization.aditionals['HUEVO-adicionales']).toMatchObject({ quantity: 2 });
    expect(twice.product.customization.ingredients).toEqual({});
  });
});

describe('group header and messages (spec 000 section 5)', () => {
  it('when min equals max the header shows a count like 3/3', () => {
    const prep = choose(fresh(), 'CARNE').prep;
    expect(groups(prep).map((g) => [g.categoryId, g.countLabel])).toEqual([
      ['punto', '0/1'],
      ['salsas', '0/2'],
      ['toppings', null],
      ['gustos', '2/4'],
      ['adicionales', null],
    ]);
  });

  it("'Elegí una opción' or 'Elegí N opciones' when none is chosen, otherwise 'Elegí N opción/opciones más'", () => {
    const none = fresh();
    expect(group(none, 'punto').message).toBe('Elegí una opción');
    expect(group(none, 'salsas').message).toBe('Elegí 2 opciones');
    expect(group(none, 'gustos').message).toBe('Elegí 4 opciones');
    const some = choose(none, 'MAYO', 'CARNE').prep;
    expect(group(some, 'salsas').message).toBe('Elegí 1 opción más');
    expect(group(some, 'gustos').message).toBe('Elegí 2 opciones más');
    expect(group(choose(some, 'KETCHUP').prep, 'salsas').message).toBeNull();
    expect(group(none, 'toppings').message).toBeNull();
    expect(group(none, 'adicionales').message).toBeNull();
  });
});

describe('opening groups (spec 000 section 4)', () => {
  it('the first required group opens first', () => {
    expect(initialOpenGroup(groups(fresh()))).toBe('punto');
    expect(initialOpenGroup([])).toBeNull();
  });

  it('after a required selection completes, the next group opens', () => {
    const before = fresh();
    const after = choose(before, 'JUGOSO').prep;
    expect(groupToOpenAfterChoice(groups(before), groups(after), 'punto')).toBe('salsas');
    const oneSauce = choose(after, 'MAYO').prep;
    expect(groupToOpenAfterChoice(groups(after), groups(oneSauce), 'salsas')).toBeUndefined();
    const twoSauces = choose(oneSauce, 'KETCHUP').prep;
    expect(groupToOpenAfterChoice(groups(oneSauce), groups(twoSauces), 'salsas')).toBe('toppings');
  });

  it('a choice in an optional group, or in an already complete group, keeps the open group', () => {
    const before = fresh();
    expect(
      groupToOpenAfterChoice(groups(before), groups(choose(before, 'TOMATE').prep), 'toppings'),
    ).toBeUndefined();
    const done = choose(before, 'JUGOSO').prep;
    expect(
      groupToOpenAfterChoice(groups(done), groups(choose(done, 'COCIDO').prep), 'punto'),
    ).toBeUndefined();
  });

  it('completing the last required group leaves the next one open even if it is optional, and null after the last', () => {
    const gustosHalf = choose(fresh(), 'CARNE').prep;
    expect(
      groupToOpenAfterChoice(groups(gustosHalf), groups(choose(gustosHalf, 'POLLO').prep), 'gustos'),
    ).toBe('adicionales');
    const only = describeOptionGroups(
      { children: [opt('JUGOSO')] },
      createProductInPreparation({ ...everyGroup, children: [opt('JUGOSO')] }),
    );
    const chosen = describeOptionGroups(
      { children: [opt('JUGOSO')] },
      chooseOption(createProductInPreparation({ ...everyGroup, children: [opt('JUGOSO')] }), opt('JUGOSO'))
        .prep,
    );
    expect(groupToOpenAfterChoice(only, chosen, 'punto')).toBeNull();
  });
});

describe('saving (spec 000 section 4)', () => {
  it('a failed save flags every missing required group and names the first to open and scroll to', () => {
    const check = checkBeforeSave(everyGroup, choose(fresh(), 'MAYO').prep);
    expect(check.valid).toBe(false);
    expect(check.missing.map((g) => [g.categoryId, g.message])).toEqual([
      ['punto', 'Elegí una opción'],
      ['salsas', 'Elegí 1 opción más'],
      ['gustos', 'Elegí 4 opciones'],
    ]);
    expect(check.firstMissing).toBe('punto');
  });

  it('passes once every required group reaches its minQty, optional groups untouched', () => {
    const check = checkBeforeSave(
      everyGroup,
      choose(fresh(), 'A-PUNTO', 'MAYO', 'KETCHUP', 'JYQ', 'POLLO').prep,
    );
    expect(check).toEqual({ valid: true, missing: [], firstMissing: null });
  });
});
