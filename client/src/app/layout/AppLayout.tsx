import { ApolloProvider } from '@apollo/client/react';
import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useMemo, type ComponentType } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { createApolloClient } from '../api/apollo';
import type { NavType } from '../route-table';
import type { RouteHandle } from '../router';
import { useSession } from '../session/SessionProvider';
import { hasUser } from '../session/types';
import { ScreenFallback } from '../ui/ScreenFallback';
import { Header } from './Header';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** A route's navigation (route-table.ts `nav`): beside the screen from `lg` up, and a header menu below it. */
export interface RouteNav {
  Side: ComponentType;
  Menu: ComponentType;
}

/**
 * The signed-in app's frame: header, the route's navigation, the screen. The navigations are features
 * and come in from the page that composes this frame (pages/SignedInLayout.tsx): the shell imports none.
 */
export function AppLayout({ navs }: { navs: Partial<Record<NavType, RouteNav>> }) {
  const { state } = useSession();
  const userId = hasUser(state.user) ? state.user.id : '';
  // A new client per signed-in user: nothing cached for one builder is shown to the next.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const client = useMemo(() => createApolloClient(), [userId]);
  const navType = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.nav)
    .find(Boolean);
  const nav = navType ? navs[navType] : undefined;

  return (
    <ApolloProvider client={client}>
      <Flex direction="column" minH="100vh">
        {/* The first stop of Tab: past the header and the side nav to the screen itself. */}
        <SkipNavLink id="main-content" zIndex="skipNav" boxShadow="lg" color="brand.fg">
          Skip to content
        </SkipNavLink>
        <Header NavMenu={nav?.Menu} />
        <Flex flex="1" align="stretch">
          {nav && <nav.Side />}
          <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" _focus={{ outline: 'none' }}>
            <VerifyEmailBanner />
            <Suspense fallback={<ScreenFallback />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      </Flex>
    </ApolloProvider>
  );
}
