import { useMutation } from 'shared-ui/query';
import { sessionSchema, type Session } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { normaliseEmail } from 'shared-contracts/account-forms';

export interface SignInInput {
  idMarca: string;
  email: string;
  password: string;
}

/**
 * POST /login (spec 001 section 7) with the e-mail lowercased. 404: no account with that e-mail
 * (shown on the e-mail field); 400: wrong password (password field); 403: e-mail not verified yet.
 */
export async function signIn(api: ApiClient, input: SignInInput): Promise<Session> {
  const answer = await api.post<{ data: unknown }>('/login', {
    idMarca: input.idMarca,
    email: normaliseEmail(input.email),
    password: input.password,
  });
  return sessionSchema.parse(answer.data);
}

export function useSignIn() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: SignInInput) => signIn(api, input) });
}
