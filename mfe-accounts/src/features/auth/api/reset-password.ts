import { useMutation } from 'shared-ui/query';
import { sessionSchema, type Session } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

export interface ResetPasswordInput {
  id: string;
  token: string;
  password: string;
  password2: string;
}

/** POST /forgotpassword/resetpassword/{id}/{token}: the new password, and a session. */
export async function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<Session> {
  const path = `/forgotpassword/resetpassword/${encodeURIComponent(input.id)}/${encodeURIComponent(input.token)}`;
  const answer = await api.post<{ data: unknown }>(path, {
    password: input.password,
    password2: input.password2,
  });
  return sessionSchema.parse(answer.data);
}

export function useResetPassword() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(api, input) });
}
