import { useMutation } from 'shared-ui/query';
import { sessionSchema, type Session } from 'shared-contracts/entities';
import { ApiError, type ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { normaliseEmail } from 'shared-contracts/account-forms';

export interface VerifyEmailInput {
  idMarca: string;
  email: string;
  codigoValidacion: string;
}

/**
 * POST /register/mailVerified: succeeds only when the answer's status is 'success' (spec 001
 * section 7); it then carries the new session.
 */
export async function verifyEmail(api: ApiClient, input: VerifyEmailInput): Promise<Session> {
  const answer = await api.post<{ status?: unknown; data?: unknown; message?: unknown }>(
    '/register/mailVerified',
    { ...input, email: normaliseEmail(input.email) },
  );
  if (answer.status !== 'success') {
    throw new ApiError(200, 'verification not successful', answer);
  }
  return sessionSchema.parse(answer.data);
}

export function useVerifyEmail() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: VerifyEmailInput) => verifyEmail(api, input) });
}
