import { Link } from 'react-router-dom';
import { ApiError } from 'shared-ui/api-client';
import { ROUTES } from 'shared-contracts/routes';
import { useOrderingT } from '../i18n';

/** A 4xx answer (a link to a branch or store that does not exist) is not cured by asking again. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The branch home's and the menu's answer when the menu could not be loaded: a branch that does not
 * exist (a mistyped or old link) says so and leads to the branch list; any other failure offers to try
 * again, and the branch list as a way on.
 */
export function MenuLoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useOrderingT();
  if (isNotFound(error)) {
    return (
      <div className="branch-state">
        <p role="alert">{t('menu.branchNotFound')}</p>
        <Link className="button" to={ROUTES.base}>
          {t('menu.seeBranches')}
        </Link>
      </div>
    );
  }
  return (
    <div className="branch-state">
      <p role="alert">{t('menu.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('branches.retry')}
      </button>
      <Link className="button button--ghost" to={ROUTES.base}>
        {t('menu.seeBranches')}
      </Link>
    </div>
  );
}
