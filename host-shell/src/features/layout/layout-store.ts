import { createLayoutStore as createLayoutShape } from 'shared-ui/shell-stores';

export { normaliseHeader } from 'shared-ui/shell-stores';

/** The shell's layout: the shared shape, with the brand splash showing at start (2 s). */
export const createLayoutStore = () => createLayoutShape(true);
