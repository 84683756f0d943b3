import type { Queryable } from '../database';
import { DEMO_POINTS } from './demo-points';

/**
 * The demo points movements. The ledger is append-only (migration 007 refuses UPDATE and DELETE), so
 * rows are only inserted: an edited movement does not reach an existing data folder. Returns the ids
 * written (none on a second run).
 */
export async function seedPoints(tx: Queryable): Promise<string[]> {
  const columns = [
    'id',
    'brand_id',
    'user_id',
    'type',
    'reason',
    'status',
    'points',
    'original_amount',
    'reward_percentage',
    'branch_id',
    'description',
    'created_at',
  ];
  const params: unknown[] = [];
  const rows = DEMO_POINTS.map((p) => {
    const values = [
      p.id,
      p.brandId,
      p.userId,
      p.type,
      p.reason,
      p.status,
      p.points,
      p.originalAmount,
      p.rewardPercentage,
      p.branchId,
      p.description,
      p.createdAt,
    ];
    const start = params.length;
    params.push(...values);
    return `(${values.map((_, i) => `$${start + i + 1}`).join(', ')})`;
  });
  const { rows: written } = await tx.query<{ id: string }>(
    `INSERT INTO points_ledger (${columns.join(', ')}) VALUES ${rows.join(', ')}
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    params,
  );
  return written.map((row) => row.id);
}
