import {
  getInstance,
  registerGlobalPlugins,
  registerPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { SHELL_PROVIDES } from './shell-provides';

/** A shell's shared modules as the federation runtime holds them: `options.shared` of its instance. */
type ShellShared = NonNullable<ReturnType<typeof getInstance>>['options']['shared'];
type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export const SHELL_SHARES_FIRST = 'shell-shares-first';

/**
 * ADR 003: the shell's copy of a shared module is the page's copy. Under `loaded-first`, a consumer
 * would otherwise be handed whichever copy is loaded or, when none is, the highest version in the
 * share scope, which may be a remote's: a broken release of that remote would then break every
 * other remote too. This plugin answers every consumer (the shell and each remote) with the shell's
 * own provider of the module, loaded on first use: nothing is loaded up front.
 * A consumer whose required version the shell's copy does not satisfy is warned, as the runtime
 * does for singletons, and still gets the shell's copy (a remote needing a newer singleton needs a
 * shell release first).
 */
export function shellSharesFirst(shellShared: ShellShared): ModuleFederationRuntimePlugin {
  return {
    name: SHELL_SHARES_FIRST,
    resolveShare(args: ResolveShareArgs) {
      const own = shellShared[args.pkgName]?.[0];
      if (!own) return args;
      return {
        ...args,
        resolver: () => {
          const required = args.shareInfo.shareConfig?.requiredVersion;
          if (typeof required === 'string' && !satisfy(own.version, required)) {
            console.warn(
              `[shell] ${args.shareInfo.from} asks for ${args.pkgName} ${required}; the page's copy is the shell's ${own.version}`,
            );
          }
          return { shared: own, useTreesShaking: false };
        },
      };
    },
  };
}

let installed = false;

/**
 * Installs the plugin on the shell's federation instance and, as a global plugin, on every
 * remote's instance created afterwards. Call it before the first remote is registered.
 */
export function installShellSharesFirst(): void {
  if (installed) return;
  const instance = getInstance();
  if (!instance) throw new Error('the federation runtime has no instance for the shell');
  const missing = Object.keys(SHELL_PROVIDES).filter((name) => !instance.options.shared[name]);
  if (missing.length) {
    console.error(`[shell] this build does not provide ${missing.join(', ')}: a remote's copy would be used`);
  }
  const plugin = shellSharesFirst(instance.options.shared);
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
  installed = true;
}
