import { useMutation } from 'shared-ui/query';
import type { BirthDate, Gender } from 'shared-contracts/entities';
import type { ApiClient } from 'shared-ui/api-client';
import { useApiClient } from 'shared-ui/remote-context';
import { normaliseEmail, normalisePhone } from 'shared-contracts/account-forms';

export interface RegisterInput {
  idMarca: string;
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  gender: Gender;
  birthDate: BirthDate;
  identificationNumber?: string;
  /** a b2b account's company data, saved with the account (spec 001 section 7: 'profile fields') */
  cuit?: string;
  businessName?: string;
  companyName?: string;
  province?: string;
  city?: string;
}

/**
 * POST /register (spec 001 section 7): an unverified account; the API mails its 4-digit code.
 * 409 when the e-mail or the DNI ('El dni ya está en uso') is taken in the brand.
 */
export async function register(api: ApiClient, input: RegisterInput): Promise<{ userId: string }> {
  const answer = await api.post<{ data?: { userId?: unknown } }>('/register', {
    ...input,
    name: input.name.trim().replace(/\s+/gu, ' '),
    email: normaliseEmail(input.email),
    phoneNumber: normalisePhone(input.phoneNumber),
    identificationNumber: input.identificationNumber?.trim() || undefined,
  });
  return { userId: String(answer.data?.userId ?? '') };
}

export function useRegister() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: RegisterInput) => register(api, input) });
}
