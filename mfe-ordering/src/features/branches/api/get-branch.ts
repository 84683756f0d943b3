import { useQuery } from 'shared-ui/query';
import { useEffect } from 'react';
import { showToast } from 'shared-ui/show-toast';
import { branchQueryOptions } from 'shared-ui/branch';
import { useApiClient } from 'shared-ui/remote-context';
import { useOrderingT } from '../../../i18n';

/**
 * The branch of the current route; a failure shows the spec's toast once, however many components
 * of the screen read the branch (the message is the toast's id).
 */
export function useBranch(localId: string | undefined) {
  const api = useApiClient();
  const { t } = useOrderingT();
  const query = useQuery({ ...branchQueryOptions(api, localId ?? ''), enabled: Boolean(localId) });
  useEffect(() => {
    if (!query.isError) return;
    const message = t('errors.branch');
    showToast('error', message, { toastId: message });
  }, [query.isError, t]);
  return query;
}
