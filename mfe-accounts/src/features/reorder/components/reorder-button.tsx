import './reorder.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { Modal } from 'shared-ui/modal';
import { useMountProps } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { PROFILE_TEXTS, useProfileT } from '../../../profile-i18n';
import { useServerText } from '../../../lib/server-message';
import { useReorderOrder, type Reorder, type UnavailableLine } from '../api/reorder-order';
import { addReorderedLines, startReorderedCart } from '../lib/reorder-cart';

/** What is told before the summary: the lines or choices left out, and whether anything was added. */
interface Report {
  unavailable: UnavailableLine[];
  added: boolean;
}

/** One entry of the list, in the customer's words: what was left out and why. */
function useDescribe() {
  const { t } = useProfileT();
  const { locale } = useFormat();
  return (item: UnavailableLine) => {
    const options = new Intl.ListFormat(locale, { type: 'conjunction' }).format(item.options);
    const values = { name: item.name, options, count: item.options.length };
    if (item.reason === 'options') return t('reorder.report.withoutOptions', values);
    if (item.options.length > 0) return t('reorder.report.productForOptions', values);
    return t('reorder.report.product', values);
  };
}

/**
 * 'Volver a pedir' on a past order (issue 13 item 5; rules in ../README.md): its lines, priced by
 * today's menu of its branch, go into the order in progress, then the order summary opens. An order
 * in progress with products at another branch is replaced only once the customer confirms; what is no
 * longer offered is listed first. A failure says so here and leaves the order in progress as it was.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useProfileT();
  const serverText = useServerText(PROFILE_TEXTS);
  const describe = useDescribe();
  const { stores } = useMountProps();
  const navigate = useNavigate();
  const reorderOrder = useReorderOrder();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Reorder | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [reportOpen, setReportOpen] = useState(false);

  const showReport = (next: Report) => {
    setReport(next);
    setReportOpen(true);
  };

  const apply = (reorder: Reorder, plan: 'add' | 'replace') => {
    const branch = { localId: reorder.localId, storeId: reorder.storeId };
    stores.cart
      .getState()
      .updateCart((cart) =>
        plan === 'add'
          ? addReorderedLines(cart, reorder.products, reorder.consumeType, branch)
          : startReorderedCart(reorder.products, reorder.consumeType, branch),
      );
    // the order in progress is at that branch now: the summary, menu and checkout follow it
    stores.preferences
      .getState()
      .update({ lastSelectedLocalId: reorder.localId, lastSelectedStoreId: reorder.storeId });
    if (reorder.unavailable.length > 0) showReport({ unavailable: reorder.unavailable, added: true });
    else void navigate(ROUTES.orderSummary);
  };

  const start = () => {
    setError(null);
    reorderOrder.mutate(orderId, {
      onSuccess: ({ reorder, plan }) => {
        if (reorder.products.length === 0) showReport({ unavailable: reorder.unavailable, added: false });
        else if (plan === 'ask') setAsking(reorder);
        else apply(reorder, plan);
      },
      onError: (failure) => setError(serverText(failure, 'reorder.failed')),
    });
  };

  const confirmReplace = () => {
    const reorder = asking;
    setAsking(null);
    if (reorder) apply(reorder, 'replace');
  };

  const closeReport = () => {
    setReportOpen(false);
    if (report?.added) void navigate(ROUTES.orderSummary);
  };

  return (
    <div className="reorder">
      <button
        type="button"
        className="button"
        onClick={start}
        disabled={reorderOrder.isPending}
        aria-busy={reorderOrder.isPending}
      >
        {reorderOrder.isPending ? t('reorder.pending') : t('reorder.button')}
      </button>
      {error ? (
        <p className="reorder__error" role="alert">
          {error}
        </p>
      ) : null}

      <ConfirmDialog
        open={asking !== null}
        id="accounts-reorder-replace"
        title={t('reorder.replace.title')}
        description={t('reorder.replace.body')}
        cancelLabel={t('reorder.replace.cancel')}
        confirmLabel={t('reorder.replace.confirm')}
        onCancel={() => setAsking(null)}
        onConfirm={confirmReplace}
      />

      <Modal
        open={reportOpen}
        onClose={closeReport}
        id="accounts-reorder-report"
        title={report?.added === false ? t('reorder.report.nothingTitle') : t('reorder.report.title')}
        description={report?.added === false ? t('reorder.report.nothingBody') : t('reorder.report.body')}
        footer={
          <button type="button" className="button" onClick={closeReport}>
            {report?.added === false ? t('reorder.report.close') : t('reorder.report.viewOrder')}
          </button>
        }
      >
        {report && report.unavailable.length > 0 ? (
          <ul className="reorder__unavailable" aria-label={t('reorder.report.listLabel')}>
            {report.unavailable.map((item, index) => (
              <li key={`${index}-${item.name}`}>{describe(item)}</li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </div>
  );
}
