import type { ApiHandler } from 'shared-ui/testing';
import { testTable } from 'shared-ui/testing/fixtures';

/** GET /mesa for Palermo's table 4, the table the checkout's tests seat their orders at: the branch has it. */
export const TABLE_FOUR: Record<string, ApiHandler> = {
  'GET /api/mesa/suc-palermo/mesa-4': () => ({ body: { data: testTable() } }),
};
