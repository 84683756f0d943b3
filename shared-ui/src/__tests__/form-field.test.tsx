import { render, screen } from '@testing-library/react';
import { FieldError, FormField } from '../form-field';

function Field(props: { hint?: string; error?: string; required?: boolean }) {
  return (
    <FormField id="street" label="Calle" {...props}>
      {(describedBy) => <input id="street" className="field__input" aria-describedby={describedBy} />}
    </FormField>
  );
}

describe('FormField, the labelled field of every remote', () => {
  it('names the control by its label and describes it by nothing when it has no hint or error', () => {
    const { container } = render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Calle' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild).toHaveClass('field');
    expect(container.firstElementChild).not.toHaveClass('field--invalid');
  });

  it('ties the hint and then the error to the control, and marks the field invalid', () => {
    const { container } = render(<Field hint="Sin abreviar" error="Falta la calle" />);
    const input = screen.getByRole('textbox', { name: 'Calle' });
    expect(input).toHaveAttribute('aria-describedby', 'street-hint street-error');
    expect(input).toHaveAccessibleDescription('Sin abreviar Falta la calle');
    expect(container.firstElementChild).toHaveClass('field', 'field--invalid');
  });

  it('shows a star after a required field’s label, hidden from its name', () => {
    render(<Field required />);
    expect(screen.getByRole('textbox', { name: 'Calle' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('FieldError', () => {
  it('shows its message under its id, and nothing without a message', () => {
    const { rerender } = render(<FieldError id="code-error" message="Código incorrecto" />);
    expect(screen.getByText('Código incorrecto')).toHaveAttribute('id', 'code-error');
    rerender(<FieldError id="code-error" message={undefined} />);
    expect(screen.queryByText('Código incorrecto')).not.toBeInTheDocument();
  });
});
