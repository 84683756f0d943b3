import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { showToast } from '../show-toast';
import type * as ShowToastModule from '../show-toast';

describe('showToast', () => {
  it("raises the toast in the page's react-toastify container, the library loaded on the first toast", async () => {
    render(<ToastContainer />);
    act(() => showToast('error', 'No se pudo iniciar sesión'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo iniciar sesión');
  });

  it('the same message raised again while it is on screen is not stacked a second time; another message is (a walk saw repeated sign-in errors cover the form)', async () => {
    render(<ToastContainer />);
    act(() => showToast('error', 'La contraseña es incorrecta'));
    expect(await screen.findByText('La contraseña es incorrecta')).toBeInTheDocument();
    act(() => showToast('error', 'La contraseña es incorrecta'));
    act(() => showToast('error', 'No encontramos una cuenta con ese email'));
    expect(await screen.findByText('No encontramos una cuenta con ese email')).toBeInTheDocument();
    expect(screen.getAllByText('La contraseña es incorrecta')).toHaveLength(1);
  });

  it('keeps a toast raised before the container is there, and shows it when it mounts', async () => {
    act(() => showToast('success', 'Tu mensaje se envió correctamente', { toastId: 'early' }));
    await act(async () => {
      await import('react-toastify');
    });
    render(<ToastContainer />);
    expect(await screen.findByText('Tu mensaje se envió correctamente')).toBeInTheDocument();
  });
});

describe('onFirstToast', () => {
  it("tells the shell when the page's first toast is raised, once, so its container comes only then", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../show-toast') as typeof ShowToastModule;
      const heard = jest.fn();
      const stop = fresh.onFirstToast(heard);
      expect(heard).not.toHaveBeenCalled();
      fresh.showToast('info', 'Tu orden está vacía');
      fresh.showToast('info', 'Tu orden está vacía');
      expect(heard).toHaveBeenCalledTimes(1);
      stop();
      const late = jest.fn();
      fresh.onFirstToast(late);
      expect(late).toHaveBeenCalledTimes(1);
    });
  });
});
