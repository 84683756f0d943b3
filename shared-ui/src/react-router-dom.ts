/**
 * What the page shares as `react-router-dom`: react-router's production build, narrowed to the
 * exports the apps use. A shared module is bundled whole (any consumer may ask for any export), and
 * the whole library is about 60 KB gzip where these are about 13 KB. Builds alias `react-router-dom`
 * to this module (config/webpack.common.cjs); apps and tests import `react-router-dom` itself, and a
 * unit test fails when an app imports a name missing here. Add a name here when an app needs one.
 */
export {
  createPath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Router,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
