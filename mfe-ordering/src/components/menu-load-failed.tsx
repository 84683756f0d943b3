import { ApiError } from 'shared-ui/api-client';
import { LoadFailed, NotFound } from 'shared-ui/load-failed';
import { ROUTES } from 'shared-contracts/routes';
import { useOrderingT } from '../i18n';

/** A 404: the link names a branch or store that does not exist, which asking again cannot cure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The branch home's and the menu's answer when the menu could not be loaded: a branch that does not
 * exist (a mistyped or old link) says so and leads to the branch list; any other failure offers to try
 * again (the header's back button leads to the branch list as well).
 */
export function MenuLoadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}) {
  const { t } = useOrderingT();
  if (!isNotFound(error)) {
    return (
      <LoadFailed
        message={t('menu.loadFailed')}
        retryLabel={t('branches.retry')}
        retrying={retrying}
        onRetry={onRetry}
      />
    );
  }
  return <NotFound message={t('menu.branchNotFound')} linkLabel={t('menu.seeBranches')} to={ROUTES.base} />;
}
