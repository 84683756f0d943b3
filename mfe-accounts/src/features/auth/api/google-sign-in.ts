import { useMutation } from 'shared-ui/query';
import { sessionSchema, type Session } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';

export interface GoogleSignInResult {
  session: Session;
  /** a new user, or one missing phone, birth date or gender: personal data comes first */
  needsPersonalData: boolean;
}

/** POST /auth/google { credential, idMarca } (spec 001 section 7). */
export async function googleSignIn(
  api: ApiClient,
  input: { credential: string; idMarca: string },
): Promise<GoogleSignInResult> {
  const answer = await api.post<{ data?: { needsPersonalData?: unknown } }>('/auth/google', input);
  return {
    session: sessionSchema.parse(answer.data),
    needsPersonalData: answer.data?.needsPersonalData === true,
  };
}

export function useGoogleSignIn() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: { credential: string; idMarca: string }) => googleSignIn(api, input),
  });
}

/**
 * Where the Google button leads: the API's sandbox consent page (Google's own would replace it with
 * a real client id). It comes back to `returnTo#credential=<id token>`.
 */
export function googleConsentUrl(apiBaseUrl: string, idMarca: string, returnTo: string): string {
  const query = new URLSearchParams({ idMarca, returnTo });
  return `${apiBaseUrl.replace(/\/$/, '')}/auth/google/sandbox?${query.toString()}`;
}
