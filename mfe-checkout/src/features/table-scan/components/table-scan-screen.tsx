import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { seatAtTable } from 'shared-contracts/cart';
import { ROUTES } from 'shared-contracts/routes';
import { ApiError } from 'shared-ui/api-client';
import { useApiClient, useMountProps, useShellHeader } from 'shared-ui/remote-context';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';
import { useOrderActions } from 'shared-ui/order';
import { tableQueryOptions, type BranchTable } from 'shared-ui/table';
import { useOrderBranch, useOrderBranchIds } from '../../../lib/use-order-branch';
import { QrScanner } from '../../qr-scanner/components/qr-scanner';
import { checkTableQr } from '../table-qr';

/**
 * Select table, /checkout/seleccionar-mesa (spec 000 sections 2 and 5): the table's QR, checked
 * against the order's branch and store, then against the tables the API knows for that branch. The
 * table found is put on the order (`seatAtTable`) and the customer goes back to the checkout.
 */
export function TableScanScreen() {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const api = useApiClient();
  const { queryClient } = useMountProps();
  const { localId, storeId } = useOrderBranchIds();
  const branchName = useOrderBranch().data?.name ?? null;
  const { update } = useOrderActions();
  useShellHeader({ title: '', goBack: CHECKOUT_ROUTES.checkout });
  // The server's refusal of a QR, kept: the same code in front of the camera is asked about once.
  const refused = useRef(new Map<string, string>());

  const onDecoded = async (text: string): Promise<string | null> => {
    const check = checkTableQr(text, { localId, storeId });
    if (!check.ok) {
      return check.reason === 'notATable'
        ? t('tableScan.notATable')
        : t('tableScan.otherBranch', { branch: branchName ?? t('tableScan.thisBranch') });
    }
    const known = refused.current.get(text);
    if (known) return known;
    let table: BranchTable;
    try {
      table = await queryClient.fetchQuery(tableQueryOptions(api, check.link.branchId, check.link.tableId));
    } catch (error) {
      // 404 'Mesa no encontrada en esta sucursal', 400 'El id de la mesa no es válido.'
      if (error instanceof ApiError && typeof error.status === 'number' && error.status < 500) {
        refused.current.set(text, error.serverMessage);
        return error.serverMessage;
      }
      return t('tableScan.checkFailed');
    }
    update((cart) => seatAtTable(cart, { table: table.mesa, tableId: table._id }));
    navigate(CHECKOUT_ROUTES.checkout);
    return null;
  };

  return (
    <section className="screen" aria-labelledby="table-scan-title">
      <h1 id="table-scan-title" className="screen__title">
        {t('tableScan.title')}
      </h1>
      {localId ? (
        <>
          <p>{t('tableScan.instructions')}</p>
          <QrScanner onDecoded={onDecoded} label={t('tableScan.previewLabel')} />
          {/* a customer without a camera (refused, none, broken) is not left at the scanner */}
          <p className="table-scan__no-camera">{t('tableScan.noCamera')}</p>
          <Link className="button button--ghost" to={CHECKOUT_ROUTES.checkout}>
            {t('tableScan.otherMode')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('tableScan.noBranch')}</p>
          <Link className="button" to={ROUTES.base}>
            {t('tableScan.seeBranches')}
          </Link>
        </>
      )}
    </section>
  );
}
