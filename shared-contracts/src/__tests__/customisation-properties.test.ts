import fc from 'fast-check';
import { computeLineTotal, createProductInPreparation, maxUnitsMessage } from '../cart';
import { checkBeforeSave, chooseOption, describeOptionGroups, unchooseOption } from '../customisation';
import type { ProductInPreparation } from '../entities';
import { everyGroup } from './customisation-fixtures';

type Step = { kind: 'choose' | 'unchoose'; index: number };
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('choose' as const, 'choose' as const, 'unchoose' as const),
  index: fc.nat(everyGroup.children.length - 1),
});

function play(steps: Step[]) {
  let prep: ProductInPreparation = createProductInPreparation(everyGroup, {}, () => 'line');
  const reasons: (string | null)[] = [];
  for (const step of steps) {
    const option = everyGroup.children[step.index];
    if (!option) continue;
    if (step.kind === 'choose') {
      const result = chooseOption(prep, option);
      reasons.push(result.reason);
      prep = result.prep;
    } else {
      prep = unchooseOption(prep, option);
    }
  }
  return { prep, reasons };
}

describe('option group properties (spec 000 sections 4 and 5)', () => {
  it('for any sequence of choices, no ingredient group goes above its maxQty and a radio group holds at most one option', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { prep } = play(steps);
        for (const group of describeOptionGroups(everyGroup, prep)) {
          if (group.kind !== 'additional') expect(group.selected).toBeLessThanOrEqual(group.maxQty);
          if (group.kind === 'radio')
            expect(group.options.filter((o) => o.selected).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('inactive options are never chosen, and every quantity is a multiple of its step', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { prep } = play(steps);
        for (const group of describeOptionGroups(everyGroup, prep)) {
          for (const state of group.options) {
            if (!state.option.active) expect(state.selected).toBe(false);
            if (group.kind === 'multiple') expect(state.quantity % state.option.minLimit).toBe(0);
          }
        }
      }),
    );
  });

  it("a refused choice carries the group's max message and changes nothing", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 30 }),
        fc.nat(everyGroup.children.length - 1),
        (steps, index) => {
          const { prep } = play(steps);
          const option = everyGroup.children[index];
          if (!option) return;
          const result = chooseOption(prep, option);
          if (result.reason !== null) {
            expect(result.reason).toBe(maxUnitsMessage(option.category.maxQty));
            expect(result.prep).toBe(prep);
          }
        },
      ),
    );
  });

  it("the line's total always equals (price + extras) recomputed, and never goes negative", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { prep } = play(steps);
        expect(prep.total).toBe(computeLineTotal(prep.product));
        expect(prep.total).toBeGreaterThanOrEqual(10000);
      }),
    );
  });

  it('the save check passes exactly when every required group reached its minQty, and names the first that did not', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { prep } = play(steps);
        const groups = describeOptionGroups(everyGroup, prep);
        const short = groups.filter((g) => g.required && g.selected < g.minQty);
        const check = checkBeforeSave(everyGroup, prep);
        expect(check.valid).toBe(short.length === 0);
        expect(check.missing.map((g) => g.categoryId)).toEqual(short.map((g) => g.categoryId));
        expect(check.firstMissing).toBe(short[0]?.categoryId ?? null);
      }),
    );
  });

  it('an option shown as disabled is inactive or does not fit its group', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { prep } = play(steps);
        for (const group of describeOptionGroups(everyGroup, prep)) {
          for (const state of group.options) {
            const fits = group.selected + state.option.minLimit <= group.maxQty;
            expect(state.disabled).toBe(
              !state.option.active || (group.kind === 'multiple' && !state.selected && !fits),
            );
          }
        }
      }),
    );
  });
});
