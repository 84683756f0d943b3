import {
  consumeTypeSchema,
  orderProductSchema,
  type ConsumeType,
  type OrderProduct,
} from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useMutation } from 'shared-ui/query';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { planReorder, type ReorderPlan } from '../lib/reorder-cart';

/** A line or some of its choices the past order had and today's menu no longer offers. */
export interface UnavailableLine {
  name: string;
  /** 'product': the line was left out; 'options': it is in the order without `options` */
  reason: 'product' | 'options';
  options: string[];
}

/** The answer of POST /pedido/{id}/volver-a-pedir. */
export interface Reorder {
  localId: string;
  storeId: string;
  /** the consumption type the lines are priced for */
  consumeType: ConsumeType;
  /** lines of the order in progress, priced by today's menu */
  products: OrderProduct[];
  unavailable: UnavailableLine[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readUnavailable(value: unknown): UnavailableLine {
  if (
    !isRecord(value) ||
    typeof value.name !== 'string' ||
    (value.reason !== 'product' && value.reason !== 'options') ||
    !Array.isArray(value.options)
  ) {
    throw new Error('reorder: unexpected unavailable entry');
  }
  return {
    name: value.name,
    reason: value.reason,
    options: value.options.filter((o): o is string => typeof o === 'string'),
  };
}

/** The answer read strictly: the lines go into the order in progress as they are. */
function readReorder(data: unknown): Reorder {
  if (
    !isRecord(data) ||
    !isText(data.localId) ||
    !isText(data.storeId) ||
    !Array.isArray(data.products) ||
    !Array.isArray(data.unavailable)
  ) {
    throw new Error('reorder: unexpected answer');
  }
  return {
    localId: data.localId,
    storeId: data.storeId,
    consumeType: consumeTypeSchema.parse(data.consumeType),
    products: data.products.map((line) => orderProductSchema.parse(line)),
    unavailable: data.unavailable.map(readUnavailable),
  };
}

/**
 * POST /pedido/{id}/volver-a-pedir (issue 13): the past order's lines for the order in progress,
 * priced by today's menu for `consumeType` (default: the past order's own). It writes nothing.
 */
export async function reorderOrder(
  api: ApiClient,
  orderId: string,
  consumeType?: ConsumeType | null,
): Promise<Reorder> {
  const answer = await api.post<{ data: unknown }>(
    `/pedido/${encodeURIComponent(orderId)}/volver-a-pedir`,
    consumeType ? { consumeType } : {},
  );
  return readReorder(answer.data);
}

export interface ReorderResult {
  reorder: Reorder;
  plan: ReorderPlan;
}

/**
 * 'Volver a pedir': the lines, and how they meet the order in progress. When they join it and it has
 * another consumption type than the past order's, they are asked for again priced for its type.
 */
export function useReorderOrder() {
  const api = useApiClient();
  const { stores } = useMountProps();
  return useMutation({
    mutationFn: async (orderId: string): Promise<ReorderResult> => {
      const first = await reorderOrder(api, orderId);
      const { cart } = stores.cart.getState();
      // the order's own branch when it has products (issue 28 item 1), else the one last chosen
      const lastStoreId =
        (cart.products.length > 0 ? cart.storeId : null) ??
        stores.preferences.getState().preferences.lastSelectedStoreId ??
        null;
      const plan = planReorder(cart, lastStoreId, first.storeId);
      const kept = plan === 'add' ? cart.consumeType : null;
      const reorder = kept && kept !== first.consumeType ? await reorderOrder(api, orderId, kept) : first;
      return { reorder, plan };
    },
  });
}
