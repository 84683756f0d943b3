// The shell's toast container, stood in for by a plain react-toastify one in a React root of its own,
// as on the page. Its nodes stay out of the document, so a toast's role="alert" is not mistaken for
// a screen's own alert; the toasts it shows are recorded instead.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { ToastContainer, toast, type TypeOptions } from 'react-toastify';

export interface ShownToast {
  kind: TypeOptions;
  message: unknown;
}

function RecordedToasts({ shown }: { shown: ShownToast[] }) {
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status === 'added') shown.push({ kind: item.type ?? 'default', message: item.content });
      }),
    [shown],
  );
  return <ToastContainer />;
}

/** The toasts shown from now until the test ends, oldest first, as `{ kind, message }`. */
export function renderPageToasts(): ShownToast[] {
  const shown: ShownToast[] = [];
  render(<RecordedToasts shown={shown} />, { container: document.createElement('div') });
  return shown;
}
