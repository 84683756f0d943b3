import { useBranchQuery } from 'shared-ui/branch';
import { useOrderBranchIds } from 'shared-ui/order';

/**
 * The branch id and storeId of the order in progress: the branch its products were added at (issue 28
 * item 1), not the one last chosen in the branch list.
 */
export { useOrderBranchIds };

/** The branch of the order in progress (GET /local/{id}, cached 300 s). */
export function useOrderBranch() {
  return useBranchQuery(useOrderBranchIds().localId);
}
