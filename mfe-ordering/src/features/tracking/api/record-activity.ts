import { useCallback } from 'react';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';

/** The tracking calls of spec 000 section 7 (POST /activities/…). */
export type ActivityCall =
  | { path: 'record-menu-visit' }
  | { path: 'record-product-visit'; sku: string }
  | {
      path: 'record-banner-view';
      bannerId: string;
      bannerName?: string | null;
      publicDestinated?: string | null;
    }
  | {
      // spec 001 section 7: every field of the story as the brand wrote it (null when it has none)
      path: 'record-story-view';
      storyId: string;
      storyName: string | null;
      publicDestinated: string | null;
      nameButton: string | null;
      linkButton: string | null;
    }
  | {
      path: 'update-cart';
      draftOrderId: string | null;
      products: { sku: string; name: string; quantity: number }[];
      total: number;
    }
  | { path: 'abandoned-order'; products: { sku: string; name: string; quantity: number }[] };

export interface ActivityWhere {
  idUser: string;
  idMarca: string;
  storeId: string;
}

export async function recordActivity(
  api: ApiClient,
  where: ActivityWhere,
  call: ActivityCall,
): Promise<void> {
  const { path, ...payload } = call;
  await api.post(`/activities/${path}`, { ...where, ...payload });
}

/**
 * Sends a tracking call in the background. Tracking never stands in the customer's way: a
 * failure is only logged.
 */
export function useRecordActivity() {
  const api = useApiClient();
  const { stores } = useMountProps();
  return useCallback(
    (storeId: string, call: ActivityCall) => {
      const idMarca = stores.brand.getState().brand?._id;
      if (!idMarca || !storeId) return;
      const idUser = stores.session.getState().session?.credentials.userId ?? 'guest';
      recordActivity(api, { idUser, idMarca, storeId }, call).catch((error: unknown) => {
        console.warn(`[ordering] tracking call ${call.path} failed`, error);
      });
    },
    [api, stores],
  );
}
