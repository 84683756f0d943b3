/**
 * Query parameter names that more than one package reads or writes, or that the specs' links carry.
 * Names one screen keeps to itself (ordering's `categoria`, accounts' `origen`) stay with that screen.
 */
export const URL_PARAMS = {
  /*
   * The table deep link (spec 001 section 4, guest creation): the shell's gate recognises it on any
   * page, the accounts landing acts on it (shared-contracts/table-link).
   */
  table: 'table',
  tableId: 'table_id',
  branchId: 'branch_id',
  storeId: 'store_id',
  /*
   * The credential link (spec 001 section 4), each value base64: the shell signs in with it and keeps
   * it out of a remembered path.
   */
  userId: 'uid',
  token: 'token',
  idMarca: 'idMarca',
  campaign: 'campaign',
  /** the temporary token, the link's second choice */
  authToken: 'auth_token',
  /** The header's search text (spec 001 section 2): the shell writes it, ordering's screens read it. */
  search: 'search',
  /**
   * Where a form on another remote's page returns once saved: the branch list's 'Completar' opens the
   * profile's address form and comes back to the list (issue 28). Read through `returnPath`.
   */
  returnTo: 'volver',
} as const;
