import { createStore } from 'zustand/vanilla';
import type { LayoutState } from 'shared-contracts/mount';

export function createLayoutStore() {
  return createStore<LayoutState>((set) => ({
    header: { title: '' },
    setHeader: (header) => set({ header }),
  }));
}
