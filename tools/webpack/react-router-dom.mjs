// The router the apps are built against when they import 'react-router-dom': the names this
// product uses, re-exported from react-router (why, and the build's check of this list:
// router-facade.js).
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  useSearchParams,
} from 'react-router';
