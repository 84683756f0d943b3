import { createInstance, init } from '@module-federation/enhanced/runtime';

type UserOptions = Parameters<typeof createInstance>[0];
import { installShellSharesFirst, shellSharesFirst } from '../shell-shares-first';

type Copy = { owner: string };

function provider(owner: string, version: string, requiredVersion: string, load = jest.fn()) {
  load.mockImplementation(() => Promise.resolve(() => ({ owner }) satisfies Copy));
  return {
    load,
    config: {
      version,
      get: load,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion, strictVersion: false },
    },
  };
}

/** A shell and a remote on one share scope, the way a container's init links them. */
function page({
  withPlugin,
  shellVersion = '0.1.0',
  remoteVersion = '0.2.0',
  remoteLoad = jest.fn(),
}: {
  withPlugin: boolean;
  shellVersion?: string;
  remoteVersion?: string;
  remoteLoad?: jest.Mock;
}) {
  const shellCopy = provider('shell', shellVersion, `^${shellVersion}`);
  const remoteCopy = provider('club', remoteVersion, `^${remoteVersion}`, remoteLoad);
  const common: Partial<UserOptions> = { remotes: [], shareStrategy: 'loaded-first' };
  const shell = createInstance({
    ...common,
    name: `shell_${Math.random().toString(36).slice(2)}`,
    shared: { 'shared-ui/remote-context': shellCopy.config },
  } as UserOptions);
  shell.initializeSharing('default');
  const plugins = withPlugin ? [shellSharesFirst(shell.options.shared)] : [];
  const remote = createInstance({
    ...common,
    name: `club_${Math.random().toString(36).slice(2)}`,
    shared: { 'shared-ui/remote-context': remoteCopy.config },
    plugins,
  } as UserOptions);
  const scope = shell.shareScopeMap.default;
  if (!scope) throw new Error('the shell has no default share scope');
  remote.initShareScopeMap('default', scope);
  remote.initializeSharing('default');
  if (withPlugin) shell.registerPlugins(plugins);
  return { shell, remote, shellCopy, remoteCopy };
}

async function ownerOf(instance: ReturnType<typeof createInstance>): Promise<string> {
  const factory = await instance.loadShare<Copy>('shared-ui/remote-context');
  if (!factory) throw new Error('no copy resolved');
  return factory()!.owner;
}

describe("ADR 003: the shell's copy of a shared module is the page's copy (shell-shares-first plugin)", () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('without the plugin, a remote offering a higher version would hand every consumer its own copy', async () => {
    const { remote, shell } = page({ withPlugin: false });
    await expect(ownerOf(remote)).resolves.toBe('club');
    await expect(ownerOf(shell)).resolves.toBe('club');
  });

  it("with it, the remote and the shell both get the shell's copy, loaded on first use only", async () => {
    const { remote, shell, shellCopy, remoteCopy } = page({ withPlugin: true });
    expect(shellCopy.load).not.toHaveBeenCalled();
    await expect(ownerOf(remote)).resolves.toBe('shell');
    await expect(ownerOf(shell)).resolves.toBe('shell');
    expect(shellCopy.load).toHaveBeenCalledTimes(1);
    expect(remoteCopy.load).not.toHaveBeenCalled();
  });

  it("warns when the shell's version does not satisfy what the remote was built for", async () => {
    const { remote } = page({ withPlugin: true });
    await ownerOf(remote);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        "asks for shared-ui/remote-context ^0.2.0; the page's copy is the shell's 0.1.0",
      ),
    );
  });

  it("a remote whose own copy cannot load still gets the shell's copy", async () => {
    const broken = jest.fn();
    const { remote } = page({ withPlugin: true, remoteVersion: '0.1.0', remoteLoad: broken });
    broken.mockImplementation(() => Promise.reject(new Error('chunk unavailable')));
    await expect(ownerOf(remote)).resolves.toBe('shell');
    expect(broken).not.toHaveBeenCalled();
  });

  it("installs itself on the shell's instance and on every remote instance created afterwards", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shellCopy = provider('shell', '0.1.0', '^0.1.0');
    const shell = init({
      name: 'host_shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: { 'shared-ui/remote-context': shellCopy.config },
    } as UserOptions);
    shell.initializeSharing('default');
    installShellSharesFirst();
    const remoteCopy = provider('club', '0.3.0', '^0.3.0');
    const remote = createInstance({
      name: 'mfe_club_later',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: { 'shared-ui/remote-context': remoteCopy.config },
    } as UserOptions);
    remote.initShareScopeMap('default', shell.shareScopeMap.default!);
    remote.initializeSharing('default');
    await expect(ownerOf(remote)).resolves.toBe('shell');
    expect(remoteCopy.load).not.toHaveBeenCalled();
    // This test's shell provides one module only: every other module of the config is named.
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /does not provide react, .*react-toastify, .*shared-ui\/bottom-drawer, shared-ui\/translation:/,
      ),
    );
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining('shared-ui/remote-context'));
  });
});
