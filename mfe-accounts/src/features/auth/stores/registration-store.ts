import { createStore } from 'zustand/vanilla';

/**
 * The sign-up in progress, kept in memory only (it holds the password) from the first form to the
 * personal data: a reload sends the user back to the first form. What the second form asks (a b2b
 * account's company data too) is sent with the account, so nothing waits here for the verification.
 */
export interface RegistrationDraft {
  name: string;
  email: string;
  password: string;
}

interface RegistrationState {
  draft: RegistrationDraft | null;
}

export const registrationStore = createStore<RegistrationState>(() => ({ draft: null }));

export const saveRegistrationDraft = (draft: RegistrationDraft) => registrationStore.setState({ draft });

/** Once registered, the password is forgotten. */
export const finishRegistrationForm = () => registrationStore.setState({ draft: null });
