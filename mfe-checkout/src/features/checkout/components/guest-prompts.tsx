import { memo, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useCheckoutT } from '../../../i18n';
import { rememberReturnAfterSignIn } from 'shared-ui/sign-in-link';

/** Spec 000 section 4: the reward banner after 1 s, the registration prompt after 2 s. */
const GUEST_BANNER_DELAY_MS = 1000;
const GUEST_PROMPT_DELAY_MS = 2000;

function promptedDrafts(): string[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEYS.guestPromptDrafts);
    const value = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const memoryDrafts = new Set<string>();

function wasPrompted(draftOrderId: string): boolean {
  return memoryDrafts.has(draftOrderId) || promptedDrafts().includes(draftOrderId);
}

function markPrompted(draftOrderId: string): void {
  memoryDrafts.add(draftOrderId);
  try {
    const drafts = [...promptedDrafts().filter((d) => d !== draftOrderId), draftOrderId].slice(-20);
    globalThis.sessionStorage?.setItem(STORAGE_KEYS.guestPromptDrafts, JSON.stringify(drafts));
  } catch {
    // kept in memory for this page
  }
}

/**
 * For a guest at checkout: a banner with the reward registered customers earn (after 1 s; its room is
 * kept from the start, issue 30 item 2), and once
 * per draft order, when the checkout shows no error, a prompt to register (after 2 s) that can be
 * dismissed with 'Continuar sin ganar puntos'. Registering keeps the order in progress and its place:
 * the checkout is remembered, so signing up or in returns to it (issue 28 item 6). Once the guest
 * asks to send (`sending`: the confirmation is open) the prompt is not shown: it would cover the
 * confirmation they are answering, and they have chosen to send without an account. Memoised: the
 * checkout's answers do not render it again (issue 30 item 5).
 */
export const GuestPrompts = memo(function GuestPrompts({
  draftOrderId,
  hasError,
  rewardPercent,
  cardOffered = true,
  sending = false,
}: {
  draftOrderId: string | null;
  hasError: boolean;
  rewardPercent: number;
  /**
   * whether this order can be paid by card: points are earned on card payments, so without a card (a
   * table pays at the branch) the promise is for the next orders (a walk read it at a table)
   */
  cardOffered?: boolean;
  sending?: boolean;
}) {
  const { t } = useCheckoutT();
  const navigate = useNavigate();
  const location = useLocation();
  const [banner, setBanner] = useState(false);
  const [prompt, setPrompt] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setBanner(true), GUEST_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (draftOrderId && sending) markPrompted(draftOrderId);
  }, [draftOrderId, sending]);

  useEffect(() => {
    if (!draftOrderId || hasError || sending || wasPrompted(draftOrderId)) return undefined;
    const timer = setTimeout(() => {
      markPrompted(draftOrderId);
      setPrompt(true);
    }, GUEST_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftOrderId, hasError, sending]);

  const register = () => {
    rememberReturnAfterSignIn(`${location.pathname}${location.search}`);
    void navigate(ROUTES.auth);
  };
  return (
    <>
      {/* Its box is there from the start, hidden for 1 s (out of the accessibility tree and the
          tab order too), so showing it moves nothing below it. */}
      <aside
        className="checkout-notice"
        aria-label={t('guest.bannerLabel')}
        style={banner ? undefined : { visibility: 'hidden' }}
      >
        {t(cardOffered ? 'guest.banner' : 'guest.bannerLater', { percent: rewardPercent })}{' '}
        <button type="button" className="link-button" onClick={register}>
          {t('guest.register')}
        </button>
      </aside>
      <ConfirmDialog
        open={prompt}
        id="checkout-guest-prompt"
        title={t(cardOffered ? 'guest.promptTitle' : 'guest.promptTitleLater')}
        description={t(cardOffered ? 'guest.promptBody' : 'guest.promptBodyLater', {
          percent: rewardPercent,
        })}
        cancelLabel={t('guest.continue')}
        confirmLabel={t('guest.register')}
        onCancel={() => setPrompt(false)}
        onConfirm={register}
      />
    </>
  );
});
