import { useEffect } from 'react';
import { showToast } from 'shared-ui/show-toast';
import { useBranchQuery } from 'shared-ui/branch';
import { useOrderingT } from '../../../i18n';

/**
 * The branch of the current route; a failure shows the spec's toast once, however many components
 * of the screen read the branch (the message is the toast's id).
 */
export function useBranch(localId: string | undefined) {
  const { t } = useOrderingT();
  const query = useBranchQuery(localId);
  useEffect(() => {
    if (!query.isError) return;
    const message = t('errors.branch');
    showToast('error', message, { toastId: message });
  }, [query.isError, t]);
  return query;
}
