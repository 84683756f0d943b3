import { useEffect } from 'react';
import { showToast } from 'shared-ui/show-toast';
import { useBranchQuery } from 'shared-ui/branch';
import { isNotFound } from '../../../components/menu-load-failed';
import { useOrderingT } from '../../../i18n';

/**
 * The branch of the current route; a failure shows the spec's toast once, however many components
 * of the screen read the branch (showToast raises one message once), but a branch that does not exist
 * (404) is said by the screen itself.
 */
export function useBranch(localId: string | undefined) {
  const { t } = useOrderingT();
  const query = useBranchQuery(localId);
  // a branch that does not exist is no failure to try again: the screen says so (MenuLoadFailed)
  const failed = query.isError && !isNotFound(query.error);
  useEffect(() => {
    if (!failed) return;
    showToast('error', t('errors.branch'));
  }, [failed, t]);
  return query;
}
