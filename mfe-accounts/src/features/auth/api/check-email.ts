import { useMutation } from 'shared-ui/query';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { normaliseEmail } from 'shared-contracts/account-forms';

/** POST /register/checkemail: whether the e-mail is still free in this brand. */
export async function checkEmail(
  api: ApiClient,
  input: { idMarca: string; email: string },
): Promise<boolean> {
  const answer = await api.post<{ data?: { available?: unknown } }>('/register/checkemail', {
    idMarca: input.idMarca,
    email: normaliseEmail(input.email),
  });
  return answer.data?.available === true;
}

export function useCheckEmail() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: { idMarca: string; email: string }) => checkEmail(api, input) });
}
