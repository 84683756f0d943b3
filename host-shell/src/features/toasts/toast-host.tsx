import './toast-host.css';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify';
import { useShellT } from '../../i18n';

/**
 * The page's one toast container (ADR 011): the shell and every remote call react-toastify's `toast`,
 * a federation singleton, and the toasts show here, configured as spec 000 and 001 section 9 say.
 * It is drawn in document.body because an open modal makes the page's root inert.
 */
export function ToastHost() {
  const { t } = useShellT();
  return createPortal(
    <ToastContainer
      position="top-center"
      autoClose={5000}
      theme="light"
      hideProgressBar
      closeOnClick
      draggable
      pauseOnHover={false}
      aria-label={t('toasts.region')}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className="Toastify__close-button Toastify__close-button--light toast-host__close"
          aria-label={t('toasts.close')}
          onClick={(event) => {
            // The toast closes on click too: this click must not reach it a second time.
            event.stopPropagation();
            closeToast(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 14 16">
            <path
              fillRule="evenodd"
              d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
            />
          </svg>
        </button>
      )}
    />,
    document.body,
  );
}
