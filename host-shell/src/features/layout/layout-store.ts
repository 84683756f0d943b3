import { createStore } from 'zustand/vanilla';
import type { HeaderConfig, LayoutState } from 'shared-contracts/mount';

/**
 * The header a screen asked for. A title that is not text is replaced with an empty string, with
 * only a console warning (spec 001 section 8, 'Header title given as an object').
 */
export function normaliseHeader(header: HeaderConfig): HeaderConfig {
  if (typeof header.title === 'string') return header;
  console.warn('[shell] the header title must be text; it was replaced with an empty string', header.title);
  return { ...header, title: '' };
}

export function createLayoutStore() {
  return createStore<LayoutState>((set) => ({
    header: { title: '' },
    splash: true,
    previousPath: null,
    setHeader: (header) => set({ header: normaliseHeader(header) }),
    selectTab: (id) => set((state) => ({ header: { ...state.header, activeTab: id } })),
  }));
}
