import { layoutShiftTests } from './layout-shift';

// Issue 30 item 2, Andina Mayorista's first screens (layout-shift.ts): one spec file per brand, so that the
// two brands run side by side, each on its own worker (ADR 053).
layoutShiftTests('andina');
