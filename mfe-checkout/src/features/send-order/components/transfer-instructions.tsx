import './transfer-instructions.css';
import { useEffect, useState, type ReactNode } from 'react';
import type { Branch } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';
import { COPY_CONFIRMATION_MS } from '../lib/timings';

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useCheckoutT();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void copy()}
        // The name holds the text shown ('Copiar', then 'Copiado' for 2 s), as WCAG 2.5.3 asks.
        aria-label={copied ? t('transfer.copiedLabel', { label }) : t('transfer.copyLabel', { label })}
      >
        {copied ? t('transfer.copied') : t('transfer.copy')}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? t('transfer.copiedLabel', { label }) : failed ? t('transfer.copyFailed') : ''}
      </span>
    </>
  );
}

/** The branch's WhatsApp as a wa.me link with the order's message, or null without a number. */
function whatsappLink(whatsapp: string | null | undefined, message: string): string | null {
  const digits = (whatsapp ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * Spec 000 section 4: a transfer order waits for its payment: the branch's bank, holder, alias, CBU
 * and CVU, each copied with a 2 s confirmation, and WhatsApp to send the receipt. Shared by the result
 * screen and the active-order card.
 */
export function TransferInstructions({
  branch,
  orderNumber,
  amount,
  children,
}: {
  branch: Pick<Branch, 'paymentMethods' | 'whatsapp' | 'name'>;
  orderNumber: string | number | null;
  amount: number | null;
  /** more actions, in WhatsApp's row (the result screen's way back) */
  children?: ReactNode;
}) {
  const { t } = useCheckoutT();
  const format = useFormat();
  const settings = branch.paymentMethods?.transfer?.settings ?? {};
  const rows = [
    ['bankName', settings.bankName],
    ['accountHolder', settings.accountHolder],
    ['alias', settings.alias],
    ['cbu', settings.cbu],
    ['cvu', settings.cvu],
  ] as const;
  const message = t('transfer.whatsappMessage', {
    number: orderNumber ?? '',
    amount: amount === null ? '' : format.money(amount),
  });
  const whatsapp = whatsappLink(branch.whatsapp, message);
  return (
    <div className="transfer">
      {amount !== null ? (
        <p className="transfer__amount">{t('transfer.amount', { amount: format.money(amount) })}</p>
      ) : null}
      <dl className="transfer__data">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([key, value]) => (
            <div key={key} className="transfer__row">
              <dt>{t(`transfer.${key}`)}</dt>
              <dd>
                <span className="transfer__value">{value}</span>
                {key === 'alias' || key === 'cbu' || key === 'cvu' ? (
                  <CopyButton text={String(value)} label={t(`transfer.${key}`)} />
                ) : null}
              </dd>
            </div>
          ))}
      </dl>
      {whatsapp || children ? (
        <div className="transfer__actions">
          {whatsapp ? (
            <a className="button" href={whatsapp} target="_blank" rel="noreferrer">
              {t('transfer.whatsapp')}
            </a>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
