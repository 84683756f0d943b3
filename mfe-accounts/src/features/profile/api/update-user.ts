import { useMutation } from 'shared-ui/query';
import { userSchema, type BirthDate, type Gender, type User } from 'shared-contracts/entities';
import { createApiClient } from 'shared-ui/api-client';
import { useMountProps } from 'shared-ui/remote-context';

export interface ProfileUpdate {
  name?: string;
  phoneNumber?: string;
  gender?: Gender;
  birthDate?: BirthDate;
  cuit?: string;
  businessName?: string;
  companyName?: string;
  province?: string;
  city?: string;
}

export interface UpdateUserInput {
  brandId: string;
  userId: string;
  /** the session the change is made with: a Google user's is not the page's session yet */
  authToken: string;
  update: ProfileUpdate;
}

/** PUT /user/{brandId}/{userId} (spec 001 section 7): profile completion and Google completion. */
export async function updateUser(apiBaseUrl: string, input: UpdateUserInput): Promise<User> {
  const api = createApiClient({ baseUrl: apiBaseUrl, getToken: () => input.authToken });
  const path = `/user/${encodeURIComponent(input.brandId)}/${encodeURIComponent(input.userId)}`;
  const answer = await api.put<{ data: unknown }>(path, input.update);
  return userSchema.parse(answer.data);
}

export function useUpdateUser() {
  const { apiBaseUrl } = useMountProps();
  return useMutation({ mutationFn: (input: UpdateUserInput) => updateUser(apiBaseUrl, input) });
}
