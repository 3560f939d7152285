import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RouteTitle } from './document-title';
import { lazyScreen } from './lazy-screen';
import { ROUTES, type RouteDef } from './route-table';
import { SessionProvider } from './session/SessionProvider';
import { loadFullSystem } from './theme';
import { RouteError } from './ui/RouteError';
import { ScreenFallback } from './ui/ScreenFallback';

export interface RouteHandle {
  nav?: RouteDef['nav'];
  title?: string;
}

const NotFoundPage = lazyScreen(() => import('../pages/NotFoundPage'));
// The signed-in app (its guard, layout and Apollo) is a chunk of its own: sign-in does not load it.
const ProtectedRoute = lazyScreen(() => import('./ProtectedRoute').then((m) => ({ default: m.ProtectedRoute })));

/** The signed-in app draws with every Chakra recipe; the first paint only has sign-in's (theme.ts). */
const FullTheme = lazy(() =>
  loadFullSystem().then((full) => ({
    default: ({ children }: { children: ReactNode }) => <ChakraProvider value={full}>{children}</ChakraProvider>,
  })),
);

function toRoute(def: RouteDef): RouteObject {
  const Screen = lazyScreen(def.load);
  return { path: def.path, element: <Screen />, handle: { nav: def.nav, title: def.title } satisfies RouteHandle };
}

function Root() {
  return (
    <SessionProvider>
      <RouteTitle />
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
        element: (
          <FullTheme>
            <ProtectedRoute />
          </FullTheme>
        ),
        errorElement: <RouteError />,
        children: ROUTES.filter((r) => r.roles.length > 0).map(toRoute),
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
