import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Center, FileUpload, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { MAX_IMAGE_BYTES, megabytes } from '../../../../../server/core/limits';
import { toaster } from '../../../app/ui/toaster';
import { describeError } from '../describe-error';
import { uploadPortalLogo } from '../portal-logo.api';
import { PortalMark } from '../PortalMark';
import type { Portal } from '../use-portal';
import { RemovePortalLogoMutation } from './portal-settings.documents';
import { SettingsCard } from './SettingsCard';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

function rejectionReason(errors: string[]): string {
  if (errors.includes('FILE_TOO_LARGE'))
    return `That image is larger than ${megabytes(MAX_IMAGE_BYTES)}. Choose a smaller one, or export it at a lower resolution.`;
  if (errors.includes('FILE_INVALID_TYPE')) return 'That file is not a PNG, JPEG, WebP or SVG image. Choose one of those.';
  return `That file cannot be used as a logo. Choose one PNG, JPEG, WebP or SVG image up to ${megabytes(MAX_IMAGE_BYTES)}.`;
}

/** The logo: a preview, an upload that starts as soon as a file is chosen, and removal. */
export function LogoSection({ portal }: { portal: Portal }) {
  const client = useApolloClient();
  const [picker, setPicker] = useState(0);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [removeLogo, { loading: removing }] = useMutation(RemovePortalLogoMutation);

  const upload = async (file: File) => {
    setProblem('');
    const preview = URL.createObjectURL(file);
    setPending(preview);
    try {
      const { logoUrl } = await uploadPortalLogo(portal.id, file);
      client.cache.modify({ id: client.cache.identify({ __typename: 'Portal', id: portal.id }), fields: { logoUrl: () => logoUrl } });
      toaster.success({ title: 'Logo uploaded', description: 'It shows in the portal header, the preview and your list of portals.' });
    } catch (error) {
      const { message, details } = describeError(error);
      setProblem(details?.file ?? message);
      toaster.error({ title: 'The logo was not uploaded', description: details?.file ?? message });
    } finally {
      setPending(null);
      URL.revokeObjectURL(preview);
      setPicker((n) => n + 1);
    }
  };

  const remove = async () => {
    setProblem('');
    try {
      await removeLogo({ variables: { portalId: portal.id } });
      toaster.success({ title: 'Logo removed', description: 'The portal shows its initials until you upload another.' });
    } catch (error) {
      toaster.error({ title: 'The logo was not removed', description: describeError(error).message });
    }
  };

  const shown = pending ?? portal.logoUrl;
  return (
    <SettingsCard title="Logo" description="Shown in the portal's header and on your list of portals. Square images look best.">
      <HStack gap={{ base: 5, md: 8 }} align="center" flexWrap="wrap">
        <Center
          role="group"
          aria-label="Logo preview"
          position="relative"
          boxSize="28"
          flexShrink={0}
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.subtle"
          overflow="hidden"
        >
          {shown ? (
            <Image src={shown} alt={pending ? 'New logo, uploading' : `${portal.name} logo`} w="full" h="full" p="3" objectFit="contain" />
          ) : (
            <PortalMark name={portal.name} logoUrl={null} color={portal.theme.primaryColor} size="xl" />
          )}
          {pending && (
            <Center position="absolute" inset="0" bg="bg/70">
              <Spinner color="brand.solid" aria-label="Uploading the logo" />
            </Center>
          )}
        </Center>
        <Stack gap="3" flex="1" minW="60">
          <FileUpload.Root
            key={picker}
            accept={TYPES}
            maxFiles={1}
            maxFileSize={MAX_IMAGE_BYTES}
            disabled={Boolean(pending)}
            onFileAccept={({ files }) => files[0] && void upload(files[0])}
            onFileReject={({ files }) => {
              if (!files[0]) return;
              setProblem(rejectionReason(files[0].errors));
              setPicker((n) => n + 1);
            }}
            gap="0"
          >
            <FileUpload.HiddenInput aria-label="Logo image file" />
            <HStack gap="3" flexWrap="wrap">
              <FileUpload.Trigger asChild>
                <Button colorPalette="brand" variant="outline" loading={Boolean(pending)} loadingText="Uploading">
                  <LuUpload aria-hidden="true" /> {portal.logoUrl ? 'Replace logo' : 'Upload logo'}
                </Button>
              </FileUpload.Trigger>
              {portal.logoUrl && (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => void remove()}
                  loading={removing}
                  loadingText="Removing"
                  disabled={Boolean(pending)}
                >
                  <LuTrash2 aria-hidden="true" /> Remove logo
                </Button>
              )}
            </HStack>
          </FileUpload.Root>
          <Box aria-live="polite">
            {problem ? (
              <Text fontSize="sm" color="fg.error">
                {problem}
              </Text>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                PNG, JPEG, WebP or SVG, up to {megabytes(MAX_IMAGE_BYTES)}.
                {portal.logoUrl ? '' : ' Until then the portal shows its initials.'}
              </Text>
            )}
          </Box>
        </Stack>
      </HStack>
    </SettingsCard>
  );
}
