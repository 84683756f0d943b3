import { render, screen } from '@testing-library/react';
import { RichText } from '../rich-text';

describe('RichText: a translated sentence with named parts', () => {
  it('draws each named part with its element and keeps the text around them', () => {
    const { container } = render(
      <p>
        <RichText
          text="Al continuar aceptás los <terms>Términos y condiciones</terms> y la <privacy>Política de privacidad</privacy>."
          components={{ terms: <a href="/terminos" />, privacy: <a href="/privacidad" /> }}
        />
      </p>,
    );
    expect(container.textContent).toBe(
      'Al continuar aceptás los Términos y condiciones y la Política de privacidad.',
    );
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });

  it('never turns text into HTML, and keeps the inner text of an unknown name', () => {
    const { container } = render(
      <p>
        <RichText text={'<b>hola</b> <img src=x onerror=alert(1)> <x>y</x>'} components={{}} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('hola <img src=x onerror=alert(1)> y');
  });
});
