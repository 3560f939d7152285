import { Box, Flex, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { withTimeout } from './lazy-screen';
import { useSession } from './session/SessionProvider';
import { hasUser } from './session/types';
import { ScreenFallback } from './ui/ScreenFallback';

// The layout carries Apollo Client: loading it here keeps it out of the sign-in screens. It is composed
// with the features' navigations by a page, as the route table's screens are.
const SignedInLayout = lazy(() => withTimeout(import('../pages/SignedInLayout')));

/**
 * Protected pages: a skeleton while the session loads, /auth/login without a user, the page
 * inside the layout otherwise. Entering a page fetches the session when no user is held and
 * refreshes it when one is.
 */
export function ProtectedRoute() {
  const { state, fetchSession, fetchRefreshSession } = useSession();
  const location = useLocation();
  const signedIn = hasUser(state.user);

  useEffect(() => {
    if (signedIn) void fetchRefreshSession();
    else void fetchSession();
    // Once per page entered, not on every session change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  if (!signedIn && state.loading) return <PageSkeleton />;
  if (!signedIn) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={<ScreenFallback logo />}>
      <SignedInLayout />
    </Suspense>
  );
}

function PageSkeleton() {
  return (
    <Box minH="100vh" aria-busy="true" aria-label="Loading your session">
      <Flex h="16" px="6" align="center" justify="space-between" bg="bg" borderBottomWidth="1px">
        <Skeleton h="7" w="32" />
        <Skeleton h="9" w="9" borderRadius="full" />
      </Flex>
      <Stack p="10" gap="6" maxW="5xl">
        <Skeleton h="8" w="64" />
        <SkeletonText noOfLines={4} gap="3" />
      </Stack>
    </Box>
  );
}
