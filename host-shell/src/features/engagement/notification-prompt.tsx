import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isPublicPath } from 'shared-contracts/routes';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { showToast } from 'shared-ui/show-toast';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';
import { useEngagementT } from './engagement-i18n';
import './notification-prompt.css';
import {
  forgetNotificationRecord,
  forgetStaleSubscription,
  notificationMayPrompt,
  readNotificationRecord,
  recordAcceptance,
  recordDecline,
  recordSubscribed,
  recordSubscriptionFailure,
} from './notification-storage';
import { browserIsSubscribed, subscribeToPush, unsubscribeFromPush } from './notification-subscription';
import { logUnsupported, pushSupport, type PushEnvironment } from './notification-support';
import { usePromptTurn } from './use-modal-turn';

/** Spec 001 sections 4 and 9: the opt-in shows 2000 ms after the page is ready. */
export const NOTIFICATION_PROMPT_DELAY_MS = 2000;

/**
 * The push opt-in dialog (spec 001 sections 2, 4 and 9). For anyone with a session, a guest included:
 * spec 001 section 6 keeps points, the QR and the club from guests, not notifications, and a guest at
 * a table or waiting for a takeaway is who most wants to hear that the order is ready. Never on the
 * auth routes, terms or privacy. It asks 2000 ms after the page is ready, when no other modal is on
 * screen, and when the schedule allows (never asked, or declined 3, 7, 14 or 30 days ago, at most 5
 * times; never while subscribed). Unsupported pages (localhost, no service worker, Push API or
 * notifications) only log it; a browser that blocked notifications is not asked either.
 * Accepted: the choice is kept and the browser subscribes (notification-subscription.ts); the flag is
 * written once the subscription is made. A failure says so, removes the flag and the choice, and
 * counts an attempt, so it asks again on the re-prompt schedule. Declined (the button, the close
 * button, Escape, the overlay): an attempt is counted and it closes.
 */
export function NotificationPrompt() {
  const { t } = useEngagementT();
  const { stores, apiBaseUrl } = useShell();
  const { pathname } = useLocation();
  const userId = useStore(stores.session, (state) => state.session?.credentials.userId ?? null);
  const [support] = useState(() => pushSupport(window as unknown as PushEnvironment));
  const blocked = support.supported && Notification.permission === 'denied';
  // This page's answer: it does not ask again before the next visit, whatever the schedule says.
  const [answered, setAnswered] = useState(false);

  // The engagement layer does not even load this component where push is unsupported; rendered
  // elsewhere, it keeps the same rule.
  useEffect(() => {
    if (!support.supported) logUnsupported(support.reason);
    else if (blocked) logUnsupported('notifications blocked in the browser');
  }, [support, blocked]);

  // Whoever signs out (or another customer signing in) takes this browser's subscription along.
  useEffect(
    () =>
      stores.session.subscribe((state, previous) => {
        const before = previous.session?.credentials.userId;
        if (!before || before === state.session?.credentials.userId) return;
        if (readNotificationRecord().subscribed) void unsubscribeFromPush();
        forgetNotificationRecord();
      }),
    [stores.session],
  );

  // A flag that says 'subscribed' where the browser is not (written before issue 28 item 15's fix, or
  // the subscription removed in the browser's settings) goes, so the opt-in may ask again.
  // (the record lives in local storage: forgetting it re-renders through this count)
  const [, setForgotten] = useState(0);
  useEffect(() => {
    if (!support.supported || !readNotificationRecord().subscribed) return;
    let current = true;
    void browserIsSubscribed().then((subscribed) => {
      if (!current || subscribed) return;
      forgetStaleSubscription();
      setForgotten((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [support]);

  const allowed =
    support.supported &&
    !blocked &&
    userId !== null &&
    !isPublicPath(pathname) &&
    notificationMayPrompt(readNotificationRecord(), Date.now());
  // Once open it stays open on another screen, until it is answered.
  const open = usePromptTurn(allowed, answered, NOTIFICATION_PROMPT_DELAY_MS);

  const decline = () => {
    recordDecline(Date.now());
    setAnswered(true);
  };

  const accept = () => {
    const session = stores.session.getState().session;
    setAnswered(true);
    if (!session) return;
    recordAcceptance(Date.now());
    // called within the click, so the browser's own permission request belongs to this gesture
    const { userId: subscriber } = session.credentials;
    // a customer who signed out meanwhile took the record along (the session's subscription above)
    const stillSignedIn = () => stores.session.getState().session?.credentials.userId === subscriber;
    subscribeToPush({ apiBaseUrl, token: session.credentials.authToken, userId: subscriber })
      .then(() => {
        if (stillSignedIn()) recordSubscribed();
        showToast('success', t('notificationPrompt.enabled'));
      })
      .catch((error: unknown) => {
        if (stillSignedIn()) recordSubscriptionFailure(Date.now());
        console.warn('[shell] the push subscription failed', error);
        showToast('error', t('notificationPrompt.failed'));
      });
  };

  return (
    <ConfirmDialog
      open={open}
      id="shell-notification-prompt"
      className="notification-prompt"
      title={t('notificationPrompt.title')}
      description={t('notificationPrompt.body')}
      cancelLabel={t('notificationPrompt.decline')}
      confirmLabel={t('notificationPrompt.accept')}
      onCancel={decline}
      onConfirm={accept}
    >
      <svg className="notification-prompt__bell" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.5A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </ConfirmDialog>
  );
}
