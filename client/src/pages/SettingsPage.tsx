import { Box, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ScreenFallback } from '../app/ui/ScreenFallback';

// The sections load with the page's first paint (a chunk of their own keeps the sign-in bundle as it was).
const SettingsSections = lazy(() => import('../features/services/SettingsSections'));

export default function SettingsPage() {
  return (
    <Box maxW="4xl" mx="auto" px={{ base: 6, md: 10 }} py="8">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Text color="fg.muted" mb="6">
        Your profile, your account, your hours, services and calls.
      </Text>
      <Suspense fallback={<ScreenFallback />}>
        <SettingsSections />
      </Suspense>
    </Box>
  );
}
