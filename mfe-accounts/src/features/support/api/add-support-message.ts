import type { SupportMessage } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useMutation } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';

/**
 * POST /support/add (spec 001 section 7) with the e-mail, subject and description; the session's
 * token goes with it. Answers 201 `{ data: { _id }, message }`.
 */
export async function addSupportMessage(api: ApiClient, message: SupportMessage): Promise<void> {
  await api.post('/support/add', message);
}

export function useAddSupportMessage() {
  const api = useApiClient();
  return useMutation({ mutationFn: (message: SupportMessage) => addSupportMessage(api, message) });
}
