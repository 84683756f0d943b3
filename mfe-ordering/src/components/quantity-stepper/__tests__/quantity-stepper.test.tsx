import { renderWithTexts } from 'shared-ui/testing/render-with-texts';
import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUANTITY_DEBOUNCE_MS, parseTypedQuantity } from '../quantity';
import { QuantityStepper, TypedQuantity, type QuantityStepperProps } from '../quantity-stepper';

function Stepper({ initial = 1, ...props }: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} onChange={setValue} {...props} />;
}

const minus = () => screen.getByRole('button', { name: 'Quitar uno' });
const plus = () => screen.getByRole('button', { name: 'Agregar uno' });

describe('quantity stepper (spec 000 section 5: minimum 1, minus disabled at 1)', () => {
  it('is a group named Cantidad with − and + buttons that have names, and the value as a status', () => {
    renderWithTexts(<Stepper initial={2} label="Cantidad de Hamburguesa doble" />);
    expect(screen.getByRole('group', { name: 'Cantidad de Hamburguesa doble' })).toBeInTheDocument();
    expect(minus()).toBeInTheDocument();
    expect(plus()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('adds and removes one at a time', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Stepper initial={2} />);
    await user.click(plus());
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.click(minus());
    await user.click(minus());
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('minus is disabled at 1 and does nothing, and keeps the keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Stepper initial={2} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'false');
    act(() => minus().focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(minus()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('never asks for less than 1', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTexts(<QuantityStepper value={1} onChange={onChange} />);
    await user.click(minus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('plus is disabled at the maximum', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTexts(<QuantityStepper value={5} max={5} onChange={onChange} />);
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it("stops at the server's 99 units per line without a max given, and a press at 99 says why (the summary let a line reach 111)", async () => {
    const user = userEvent.setup();
    renderWithTexts(<Stepper initial={98} />);
    await user.click(plus());
    expect(screen.getByRole('group', { name: 'Cantidad' })).toHaveTextContent('99');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.queryByText('La cantidad no puede superar 99 unidades por producto.'),
    ).not.toBeInTheDocument();
    await user.click(plus());
    expect(screen.getByText('La cantidad no puede superar 99 unidades por producto.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('group', { name: 'Cantidad' })).toHaveAccessibleDescription(
      'La cantidad no puede superar 99 unidades por producto.',
    );
    await user.click(minus());
    expect(
      screen.queryByText('La cantidad no puede superar 99 unidades por producto.'),
    ).not.toBeInTheDocument();
  });

  it('a disabled stepper changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTexts(<QuantityStepper value={3} disabled onChange={onChange} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus());
    await user.click(minus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with onDecrementAtMin, minus at 1 stays usable and calls it (spec 000 section 4: decrement at 1 closes the overlay)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onDecrementAtMin = jest.fn();
    renderWithTexts(<QuantityStepper value={1} onChange={onChange} onDecrementAtMin={onDecrementAtMin} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'false');
    await user.click(minus());
    expect(onDecrementAtMin).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('its buttons are at least 44 × 44 px', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', 'quantity-stepper.css'), 'utf8');
    const rule = /\.ui-quantity__button\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/min-width:\s*44px/);
    expect(rule).toMatch(/min-height:\s*44px/);
  });
});

describe('typed quantity rule (spec 000 section 5: integer of at least 1)', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
  ])('accepts %p as %p', (text, expected) => {
    expect(parseTypedQuantity(text)).toBe(expected);
  });

  it.each(['', '0', '-2', '2.5', '1e3', 'abc', '3a', '+4'])('rejects %p', (text) => {
    expect(parseTypedQuantity(text)).toBeNull();
  });

  it('caps at the maximum when there is one', () => {
    expect(parseTypedQuantity('40', 1, 25)).toBe(25);
  });
});

describe('typed quantity field for b2b (spec 000 section 5: debounced 300 ms, invalid resets to 1 on blur)', () => {
  function Typed({ onChange }: { onChange: (n: number) => void }) {
    const [value, setValue] = useState(1);
    return (
      <>
        <TypedQuantity
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
        <p>Total: {value}</p>
      </>
    );
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('sends a valid quantity 300 ms after the last keystroke', async () => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTexts(<Typed onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.clear(field);
    await user.type(field, '12');
    act(() => jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(12);
    expect(QUANTITY_DEBOUNCE_MS).toBe(300);
  });

  it('an invalid quantity is never sent, is marked invalid, and resets to 1 on blur', async () => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTexts(<Typed onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' });
    await user.clear(field);
    await user.type(field, '5');
    act(() => jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(screen.getByText('Total: 5')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '0');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.tab();
    expect(field).toHaveValue('1');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it.each(['2.5', 'abc', '-3', ''])('%p resets to 1 on blur', async (typed) => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTexts(<Typed onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' });
    await user.clear(field);
    await user.type(field, '8');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(8);
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('leaving the field or pressing Enter sends at once', async () => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTexts(<Typed onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' });
    await user.clear(field);
    await user.type(field, '4{Enter}');
    expect(onChange).toHaveBeenCalledWith(4);
    await user.type(field, '0');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(40);
    act(() => jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("item 9: above the server's 99 units the field says so while typing, and the quantity is 99", async () => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTexts(<Typed onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' });
    await user.clear(field);
    await user.type(field, '150');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La cantidad no puede superar 99 unidades por producto.',
    );
    expect(field).toHaveAccessibleDescription('La cantidad no puede superar 99 unidades por producto.');
    act(() => jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith(99);
    await user.tab();
    expect(field).toHaveValue('99');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    // and what was done stays said once the field is left (a walk saw 99 with nothing said)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ajustamos la cantidad a 99, el máximo por producto.',
    );
    // typing again takes the note away
    await user.clear(field);
    await user.type(field, '12');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a quantity changed elsewhere', () => {
    const { rerender } = renderWithTexts(<TypedQuantity value={2} onChange={() => {}} />);
    rerender(<TypedQuantity value={6} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('6');
  });
});
