import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazy-screen';
import { ProtectedRoute } from './ProtectedRoute';
import { ROUTES, type RouteDef } from './route-table';
import { SessionProvider } from './session/SessionProvider';
import { RouteError } from './ui/RouteError';
import { ScreenFallback } from './ui/ScreenFallback';

export interface RouteHandle {
  nav?: RouteDef['nav'];
}

const NotFoundPage = lazyScreen(() => import('../pages/NotFoundPage'));

function toRoute(def: RouteDef): RouteObject {
  const Screen = lazyScreen(def.load);
  return { path: def.path, element: <Screen />, handle: { nav: def.nav } satisfies RouteHandle };
}

function Root() {
  return (
    <SessionProvider>
      <Suspense fallback={<ScreenFallback logo />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/auth/login" replace /> },
      { path: '/auth', element: <Navigate to="/auth/login" replace /> },
      ...ROUTES.filter((r) => r.roles.length === 0).map(toRoute),
      {
        element: <ProtectedRoute />,
        errorElement: <RouteError />,
        children: ROUTES.filter((r) => r.roles.length > 0).map(toRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
