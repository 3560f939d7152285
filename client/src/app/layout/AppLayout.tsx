import { ApolloProvider } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
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
        <Header portalNav={portalNav} />
        <Flex flex="1" align="stretch">
          {portalNav && <PortalSideNav />}
          <Box as="main" flex="1" minW="0">
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
