import { useMutation } from 'shared-ui/query';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { normaliseEmail } from 'shared-contracts/account-forms';
import { isTransient, withRetries } from '../../../lib/retry';

/** Verification send retries (spec 001 section 9): a failed send is tried again up to 3 times. */
export const VERIFICATION_SEND_RETRIES = 3;
/** Waits of 0.5 s, 1 s and 2 s between the attempts. */
export const verificationRetryDelay = (attempt: number) => 500 * 2 ** (attempt - 1);

export interface SendCodeInput {
  idMarca: string;
  email: string;
}

/** POST /register/sentMail: a new 4-digit code (earlier ones void) for an unverified account. */
export async function sendVerificationCode(
  api: ApiClient,
  input: SendCodeInput,
  sleep?: (ms: number) => Promise<void>,
): Promise<void> {
  await withRetries(
    () => api.post('/register/sentMail', { idMarca: input.idMarca, email: normaliseEmail(input.email) }),
    { retries: VERIFICATION_SEND_RETRIES, delayMs: verificationRetryDelay, shouldRetry: isTransient, sleep },
  );
}

export function useSendVerificationCode() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: SendCodeInput) => sendVerificationCode(api, input) });
}
