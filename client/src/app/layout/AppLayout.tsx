import { ApolloProvider } from '@apollo/client/react';
import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { createApolloClient } from '../api/apollo';
import type { RouteHandle } from '../router';
import { useSession } from '../session/SessionProvider';
import { hasUser } from '../session/types';
import { ScreenFallback } from '../ui/ScreenFallback';
import { Header } from './Header';
import { PortalSideNav } from './PortalSideNav';
import { VerifyEmailBanner } from './VerifyEmailBanner';

export default function AppLayout() {
  const { state } = useSession();
  const userId = hasUser(state.user) ? state.user.id : '';
  // A new client per signed-in user: nothing cached for one builder is shown to the next.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const client = useMemo(() => createApolloClient(), [userId]);
  const portalNav = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.nav === 'portalNav');

  return (
    <ApolloProvider client={client}>
      <Flex direction="column" minH="100vh">
        {/* The first stop of Tab: past the header and the side nav to the screen itself. */}
        <SkipNavLink id="main-content" zIndex="skipNav" boxShadow="lg" color="brand.fg">
          Skip to content
        </SkipNavLink>
        <Header portalNav={portalNav} />
        <Flex flex="1" align="stretch">
          {portalNav && <PortalSideNav />}
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
