import { createStore } from 'zustand/vanilla';
import { forgetRegistrationIdentity, rememberRegistrationIdentity } from '../../../lib/auth-storage';

/**
 * The sign-up in progress, kept in memory only (it holds the password) from the first form to the
 * personal data: a reload sends the user back to the first form, its name and e-mail filled in
 * again from the tab's storage (not the password). What the second form asks (a b2b
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

/** The draft in memory; its name and e-mail in the tab too (never the password). */
export const saveRegistrationDraft = (draft: RegistrationDraft) => {
  registrationStore.setState({ draft });
  rememberRegistrationIdentity({ name: draft.name, email: draft.email });
};

/** Once registered, the password is forgotten, and so are the name and e-mail kept for a reload. */
export const finishRegistrationForm = () => {
  registrationStore.setState({ draft: null });
  forgetRegistrationIdentity();
};
