import { useState } from 'react';

// React's useId is unique within one root only, and this page has one root per remote: two
// remotes would both produce ':r1:'. Ids that tie a label to its element come from one page-wide
// counter instead.
const COUNTER_KEY = Symbol.for('multimarca.ui-id-counter');
type CounterHolder = { [COUNTER_KEY]?: number };

export function nextUniqueId(prefix: string): string {
  const holder = globalThis as CounterHolder;
  holder[COUNTER_KEY] = (holder[COUNTER_KEY] ?? 0) + 1;
  return `${prefix}-${holder[COUNTER_KEY]}`;
}

/** An id unique on the whole page, stable for the component's life. */
export function useUniqueId(prefix: string): string {
  const [id] = useState(() => nextUniqueId(prefix));
  return id;
}
