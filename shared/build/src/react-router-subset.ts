/**
 * What the apps use of react-router, and all of it the page downloads (decision 0033).
 *
 * Module federation never tree-shakes a shared module (a remote may use any export), so
 * sharing `react-router` itself sent its whole bundle, server and data-router code
 * included, to every page: 57 KiB gzip of the shell's start-up. This module is shared
 * instead, under the same share key `react-router` and the package's own version
 * (createSharedConfig), so every app still gets one router, a remote built before this
 * module included. The apps keep importing from `react-router`; a test
 * (react-router-subset.test.ts) fails when one of them imports a name missing here:
 * add it to this list.
 *
 * `@salon/react-router-package` is `react-router` under another name (an alias in the
 * rspack config): importing `react-router` here would consume this module itself.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '@salon/react-router-package';
