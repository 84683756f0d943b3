import { DEMO_BRANCHES } from './demo-branches';

export interface TableSeed {
  branchId: string;
  /** what the table's QR carries as table_id */
  id: string;
  /** the number printed on the table: the QR's `table`, the order's `mesa` */
  name: string;
  position: number;
}

export const TABLES_PER_BRANCH = 10;

/** The id of the demo table with that number (the same in every branch): 'mesa-7'. */
export const demoTableId = (name: string) => `mesa-${name}`;

/** Tables 1 to 10 of every demo branch, ids 'mesa-1' … 'mesa-10' (unique within a branch). */
export const DEMO_TABLES: readonly TableSeed[] = DEMO_BRANCHES.flatMap((branch) =>
  Array.from({ length: TABLES_PER_BRANCH }, (_, index) => ({
    branchId: branch.id,
    id: demoTableId(String(index + 1)),
    name: String(index + 1),
    position: index + 1,
  })),
);
