import { createStore } from 'zustand/vanilla';
import type { ProfileUpdate } from '../../profile/api/update-user';

/**
 * The sign-up in progress, kept in memory only (it holds the password) from the first form to the
 * verification: a reload sends the user back to the first form. For a b2b brand, the company data
 * waits here until the code is verified and there is a session to save it with.
 */
export interface RegistrationDraft {
  name: string;
  email: string;
  password: string;
}

interface RegistrationState {
  draft: RegistrationDraft | null;
  companyData: ProfileUpdate | null;
}

export const registrationStore = createStore<RegistrationState>(() => ({ draft: null, companyData: null }));

export const saveRegistrationDraft = (draft: RegistrationDraft) => registrationStore.setState({ draft });

/** Once registered, the password is forgotten; only the company data waits for the session. */
export const finishRegistrationForm = (companyData: ProfileUpdate | null) =>
  registrationStore.setState({ draft: null, companyData });

export const takeCompanyData = (): ProfileUpdate | null => {
  const { companyData } = registrationStore.getState();
  registrationStore.setState({ companyData: null });
  return companyData;
};
