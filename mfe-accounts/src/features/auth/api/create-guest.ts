import { useMutation } from 'shared-ui/query';
import { sessionSchema, type Session } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

/** POST /user/guest/{idMarca} (spec 001 section 7): a guest user of this brand and its session. */
export async function createGuest(api: ApiClient, brandId: string): Promise<Session> {
  const answer = await api.post<{ data: unknown }>(`/user/guest/${encodeURIComponent(brandId)}`);
  return sessionSchema.parse(answer.data);
}

export function useCreateGuest() {
  const api = useApiClient();
  return useMutation({ mutationFn: (brandId: string) => createGuest(api, brandId) });
}
