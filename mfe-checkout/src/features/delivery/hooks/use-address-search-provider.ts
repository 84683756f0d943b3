import { createContext, useContext } from 'react';
import type { AddressSearchProvider } from '../lib/address-search';

export interface AddressSearchState {
  /** null until the provider can answer (the Google script loading), or when it failed */
  provider: AddressSearchProvider | null;
  status: 'loading' | 'ready' | 'error';
  kind: 'sandbox' | 'google';
}

export const AddressSearchContext = createContext<AddressSearchState | null>(null);

/** The address search of the nearest <AddressSearchRoot>. */
export function useAddressSearchProvider(): AddressSearchState {
  const state = useContext(AddressSearchContext);
  if (!state) throw new Error('useAddressSearchProvider must be used inside <AddressSearchRoot>');
  return state;
}
