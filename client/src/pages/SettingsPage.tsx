import { Box, Heading, Text } from '@chakra-ui/react';
import { SettingsOverview } from '../features/settings/SettingsOverview';

export default function SettingsPage() {
  return (
    <Box maxW="3xl" mx="auto" px={{ base: 6, md: 10 }} py="8">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Text color="fg.muted" mb="8">
        Your profile, your account and the workspaces you belong to.
      </Text>
      <SettingsOverview />
    </Box>
  );
}
