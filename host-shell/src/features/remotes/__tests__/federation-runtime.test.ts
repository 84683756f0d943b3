import * as runtimeCore from '@module-federation/runtime-core';
import { RUNTIME_CORE_GLOBAL, provideFederationRuntime } from '../federation-runtime';

describe('mount contract 1.3: the shell provides the federation runtime to remote releases (ADR 009)', () => {
  it("puts the shell's own runtime core on the global a remote built with externalRuntime reads", () => {
    const page: Record<string, unknown> = {};
    provideFederationRuntime(page);
    expect(RUNTIME_CORE_GLOBAL).toBe('_FEDERATION_RUNTIME_CORE');
    const provided = page[RUNTIME_CORE_GLOBAL] as typeof runtimeCore;
    // the same classes and functions the shell's own federation instance runs on
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(provided.getRegisteredShare).toBe(runtimeCore.getRegisteredShare);
    expect(provided.Global).toBe(runtimeCore.Global);
  });

  it('keeps a runtime already provided on the page', () => {
    const earlier = { ModuleFederation: class {} };
    const page: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: earlier };
    provideFederationRuntime(page);
    expect(page[RUNTIME_CORE_GLOBAL]).toBe(earlier);
  });
});
