import * as runtimeCore from '@module-federation/runtime-core';

/** The global a remote built with `experiments.externalRuntime` reads its federation runtime from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Mount contract 1.3 (ADR 009): a remote's production build does not bundle the federation runtime;
 * its entry takes the shell's copy from this global, so each remote entry is about 14 KB gzip
 * smaller. It is the global the federation plugin's own `provideExternalRuntime` sets, without the
 * second copy of the runtime that option bundles. Call it before the first remote entry runs.
 */
export function provideFederationRuntime(target: object = globalThis): void {
  const holder = target as Record<string, unknown>;
  holder[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
}
