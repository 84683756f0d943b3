import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { missingProfileFields } from 'shared-contracts/profile-completion';
import { isPublicPath } from 'shared-contracts/routes';
import { mountWidgetIn } from 'shared-ui/widget-slot';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';

/**
 * Where the accounts remote's profile completion modal lives on every page (spec 001 sections 2 and
 * 4; widget 'accounts/profile-completion', platform 2.3). The shell loads it only for a signed-in,
 * non-guest customer who misses data (the rule of shared-contracts/profile-completion), and never on
 * the auth routes, terms or privacy: a complete customer's page never fetches the widget. When the
 * widget cannot load, the page goes on without it (only logged): the modal is an invitation, not a
 * gate. Once loaded for a customer it stays while that customer is signed in: completing the data
 * must not take away the congratulations it shows.
 */
export function ProfileCompletionSlot() {
  const { stores, widgets, sessionReady } = useShell();
  const { pathname } = useLocation();
  const ready = useStore(sessionReady, (s) => s.ready);
  const companyMode = useStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  const userId = useStore(stores.session, (s) =>
    s.session && s.session.user.typeUser !== 'guest' ? s.session.user._id : null,
  );
  const missing = useStore(
    stores.session,
    (s) => missingProfileFields(s.session?.user, companyMode).length > 0,
  );
  // The customer the widget was loaded for (kept after the data is complete).
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const eligible = Boolean(widgets) && ready && userId !== null && !isPublicPath(pathname);
  if (eligible && missing && loadedFor !== userId) setLoadedFor(userId);
  const wanted = eligible && loadedFor === userId;
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!wanted || !widgets || !host) return;
    return mountWidgetIn(widgets, 'accounts/profile-completion', host, {
      onFailed: (error) => console.warn('[shell] the profile completion could not load or stopped', error),
    });
  }, [wanted, widgets, userId]);

  return <div ref={hostRef} className="profile-completion-slot" />;
}
