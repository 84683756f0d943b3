// One list of federation singletons for the shell and every remote. Each is loaded once per page:
// two copies of React DOM, the router or the query client would split hooks and context.
// Every key is an exact module, not a 'prefix/': the shell then provides each one itself. With a prefix,
// a module the shell never imports would be provided by the first remote that loads it, and a
// broken chunk of that remote would break every other remote too.
// `shared-contracts/mount` is deliberately NOT shared: it carries the platform version a
// remote was built against, which must be the remote's own build-time value, not the shell's.
// Every module here is part of the platform (ADR 010): adding one raises PLATFORM_VERSION's minor;
// removing one, or moving a library to a new major, raises its major.
// The query library is shared as `shared-ui/query`, a short list of its exports; the router as
// `react-router-dom` aliased to a short list of its exports (config/webpack.common.cjs).
const { reactI18nextVersion, reactRouterVersion } = require('./webpack.common.cjs');
const { builtPlatformVersion, majorOf } = require('./platform-version.cjs');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false });

module.exports = function sharedDeps() {
  // First-party platform modules are provided at the platform version and required at its major,
  // whatever their package.json says: a bump of PLATFORM_VERSION moves them all.
  const version = builtPlatformVersion();
  const platform = () => ({ ...singleton(`^${majorOf(version)}.0.0`), version: `${version}.0` });
  return {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    zustand: singleton('^5.0.0'),
    'zustand/vanilla': singleton('^5.0.0'),
    mitt: singleton('^3.0.0'),
    // The page's one i18next instance is the shell's (MountProps.i18n); react-i18next's hooks read it.
    i18next: singleton('^26.0.0'),
    // Narrowed like the router (shared-ui/src/react-i18next.ts, an alias): its version is the library's.
    'react-i18next': { ...singleton('^17.0.0'), version: reactI18nextVersion },
    // The router's facade (shared-ui/src/react-router-dom.ts, an alias): its version is the router's.
    'react-router-dom': { ...singleton('^7.0.0'), version: reactRouterVersion },
    // One toast queue for the page: a remote's `toast()` shows in the shell's one ToastContainer.
    'react-toastify': singleton('^11.0.0'),
    'shared-contracts/entities': platform(),
    'shared-contracts/events': platform(),
    'shared-contracts/registry': platform(),
    'shared-contracts/money': platform(),
    'shared-contracts/cart': platform(),
    'shared-contracts/customisation': platform(),
    'shared-contracts/domain': platform(),
    // since 2.7: the club's rules (the members' discount on an order total): one copy per page, as
    // money and cart, so the total a screen shows is composed of the shell's rules only (ADR 038)
    'shared-contracts/club': platform(),
    'shared-ui/query': platform(),
    'shared-ui/remote-lifecycles': platform(),
    'shared-ui/remote-context': platform(),
    'shared-ui/texts': platform(),
    'shared-ui/show-toast': platform(),
    'shared-ui/api-client': platform(),
    'shared-ui/modal': platform(),
    'shared-ui/modal-store': platform(),
    'shared-ui/bottom-drawer': platform(),
    // since 2.4: the page's one translator of brand texts (cache, queue, telemetry, settings)
    'shared-ui/translation': platform(),
  };
};
