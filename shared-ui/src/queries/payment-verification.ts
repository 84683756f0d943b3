import { placedOrderSchema, type PlacedOrder } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import type { ApiClient } from 'shared-ui/api-client';

/*
 * A card payment waiting for its verification (spec 000 section 4, 'Payment verification'): the
 * checkout stores it before opening the card checkout; the checkout's result screen and the shell's
 * background check verify it with the API (never from the return URL) and remove it.
 */

export interface PendingPayment {
  /** what POST /pedido/verificationordersend takes as idPayment: the order id */
  idPayment: string;
  /** the order's branch id */
  idLocal: string;
  /** the order's storeId, for the branch home after success */
  storeId?: string | null;
  /** the draft order it came from: cleared from the page once the payment is approved */
  draftOrderId?: string | null;
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.pendingPayment);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingPayment> | null;
    if (!value || typeof value.idPayment !== 'string' || typeof value.idLocal !== 'string') return null;
    return {
      idPayment: value.idPayment,
      idLocal: value.idLocal,
      storeId: value.storeId ?? null,
      draftOrderId: value.draftOrderId ?? null,
    };
  } catch {
    return null;
  }
}

/** Stores the payment; false when storage refuses it (blocked or full): the caller keeps it in memory. */
export function storePendingPayment(payment: PendingPayment): boolean {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.pendingPayment, JSON.stringify(payment));
    return true;
  } catch {
    return false;
  }
}

/** Removes the stored payment, only if it is still this one (another tab may have stored a newer one). */
export function removePendingPayment(idPayment?: string): void {
  try {
    if (idPayment !== undefined && readPendingPayment()?.idPayment !== idPayment) return;
    globalThis.localStorage?.removeItem(STORAGE_KEYS.pendingPayment);
  } catch {
    // nothing stored, nothing to remove
  }
}

export type VerificationStatus = 'approved' | 'pending' | 'rejected';

export interface VerificationAnswer {
  status: VerificationStatus;
  message: string;
  order: PlacedOrder | null;
}

/** POST /pedido/verificationordersend { idPayment, idLocal } (spec 000 section 7). */
export async function verifyPayment(
  api: ApiClient,
  payment: Pick<PendingPayment, 'idPayment' | 'idLocal'>,
): Promise<VerificationAnswer> {
  const answer = await api.post<{ status: VerificationStatus; message?: string; data?: { order?: unknown } }>(
    '/pedido/verificationordersend',
    { idPayment: payment.idPayment, idLocal: payment.idLocal },
  );
  const order = answer.data?.order ? placedOrderSchema.safeParse(answer.data.order) : null;
  return { status: answer.status, message: answer.message ?? '', order: order?.success ? order.data : null };
}
