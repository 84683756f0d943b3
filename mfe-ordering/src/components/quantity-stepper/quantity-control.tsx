import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { QuantityStepper, TypedQuantity } from './quantity-stepper';

/**
 * How many of a product, wherever the customer changes it (the customisation overlay, the order
 * summary): a b2b brand gets the typed field, any other the − / + stepper (spec 000 section 1).
 * `onChange` receives the new quantity itself, never a step, since a typed one may jump.
 */
export function QuantityControl({
  value,
  onChange,
  onDecrementAtMin,
  label,
}: {
  value: number;
  onChange: (next: number) => void;
  /** the stepper's minus at 1 (the typed field has no minus: its minimum is 1) */
  onDecrementAtMin?: () => void;
  label?: string;
}) {
  const { stores } = useMountProps();
  const isB2b = useShellStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  return isB2b ? (
    <TypedQuantity value={value} onChange={onChange} label={label} />
  ) : (
    <QuantityStepper value={value} onChange={onChange} onDecrementAtMin={onDecrementAtMin} label={label} />
  );
}
