import { useMutation } from 'shared-ui/query';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { normaliseEmail } from 'shared-contracts/account-forms';

export interface ForgotPasswordInput {
  idMarca: string;
  email: string;
}

/** POST /forgotpassword: mails a recovery link (the answer is the same whether the e-mail has an account). */
export async function forgotPassword(api: ApiClient, input: ForgotPasswordInput): Promise<void> {
  await api.post('/forgotpassword', { idMarca: input.idMarca, email: normaliseEmail(input.email) });
}

export function useForgotPassword() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => forgotPassword(api, input) });
}
