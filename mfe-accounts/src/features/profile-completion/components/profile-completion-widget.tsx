import './profile-completion.css';
import { useEffect, useState } from 'react';
import { COMPLETION_DELAY_MS, missingProfileFields } from 'shared-contracts/profile-completion';
import type { User } from 'shared-contracts/entities';
import { useMountProps, useRegisteredUser, useShellStore } from 'shared-ui/remote-context';
import { completionDismissed, rememberCompletionDismissed } from '../../../lib/auth-storage';
import { ProfileCompletionModal } from './profile-completion-modal';

type Phase = 'waiting' | 'form' | 'congratulations' | 'done';

/**
 * The profile completion (widget 'accounts/profile-completion', spec 001 sections 2, 4 and 5). The
 * shell mounts it on every page for a signed-in customer who misses data; 1 s later the modal opens
 * (held back by the page's modal host during the splash and while another modal is open), unless
 * the customer closed it earlier in this visit. A screen can ask for it again
 * ('profile:completion-requested': the profile's entry, the 10 % points offer). A b2b customer is
 * in company mode (the company data too) and cannot close it. On success a b2c customer gets the
 * confetti and the congratulations.
 */
export function ProfileCompletionWidget() {
  const { stores, bus } = useMountProps();
  const user = useRegisteredUser();
  const companyMode = useShellStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  const [phase, setPhase] = useState<Phase>('waiting');
  const userId = user?._id ?? null;
  const missing = missingProfileFields(user, companyMode).length > 0;

  useEffect(() => {
    if (!userId || !missing || completionDismissed(userId)) return;
    const timer = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'form' : current)),
      COMPLETION_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Once per customer: completing the data changes `missing`, which must not re-arm it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    const open = () =>
      setPhase((current) => (current === 'waiting' || current === 'done' ? 'form' : current));
    bus.on('profile:completion-requested', open);
    return () => bus.off('profile:completion-requested', open);
  }, [bus]);

  if (!user) return null;
  const close = () => {
    rememberCompletionDismissed(user._id);
    setPhase('done');
  };
  return (
    <ProfileCompletionModal
      open={(phase === 'form' && missing) || phase === 'congratulations'}
      congratulate={phase === 'congratulations'}
      user={user}
      companyMode={companyMode}
      onClose={phase === 'congratulations' ? () => setPhase('done') : close}
      onCompleted={(updated: User) => {
        const session = stores.session.getState().session;
        if (session) stores.session.getState().setSession({ ...session, user: updated });
        setPhase(companyMode ? 'done' : 'congratulations');
      }}
    />
  );
}
