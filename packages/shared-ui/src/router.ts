/**
 * The page's one router, shared as a federation singleton in place of `react-router` itself.
 * A shared module is bundled whole (any consumer may use any export), and react-router's whole
 * module is about 61 KB gzip; sharing this short list lets webpack keep only what the apps use.
 * Add an export here when an app needs one; apps import routing only from this module. The shell
 * drives a plain <Router> from its own history rather than a data router (createBrowserRouter):
 * nothing here uses loaders or actions, and the data router alone is about 16 KB gzip.
 */
export {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, Navigator, To } from 'react-router';
