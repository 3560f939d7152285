import { useApolloClient, useMutation } from '@apollo/client/react';
import { Avatar, Box, Button, Card, FileUpload, Heading, HStack, Progress, Stack, Text, useFileUpload } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuImageUp, LuTrash2 } from 'react-icons/lu';
import { MAX_IMAGE_BYTES, megabytes } from '../../../../server/core/limits';
import { ApiError } from '../../app/api/rest';
import { useSession } from '../../app/session/SessionProvider';
import { toaster } from '../../app/ui/toaster';
import blankAvatar from '../../assets/blank-avatar.svg';
import type { SettingsUserFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { DISPLAY_IMAGE_TYPES, uploadDisplayImage } from './display-image.api';
import { RemoveDisplayImageMutation } from './settings.documents';
import { useUpdateSessionUser } from './use-session-user';

const REJECTIONS: Record<string, string> = {
  FILE_INVALID_TYPE: 'Use a PNG, JPEG, WebP or SVG image.',
  FILE_TOO_LARGE: `The image is larger than ${megabytes(MAX_IMAGE_BYTES)}. Choose a smaller one.`,
  TOO_MANY_FILES: 'Choose one image.',
};

/** The builder's picture: a preview, upload (REST, multipart) and remove. */
export function DisplayImageCard({ me }: { me: SettingsUserFragment }) {
  const client = useApolloClient();
  const { fetchSession } = useSession();
  const updateSessionUser = useUpdateSessionUser();
  const [removeImage, removal] = useMutation(RemoveDisplayImageMutation);
  const [uploading, setUploading] = useState<{ name: string; preview: string } | null>(null);
  const [problem, setProblem] = useState('');
  const fullName = `${me.firstName} ${me.lastName}`.trim();

  useEffect(
    () => () => {
      if (uploading) URL.revokeObjectURL(uploading.preview);
    },
    [uploading],
  );

  const upload = async (file: File) => {
    setProblem('');
    setUploading({ name: file.name, preview: URL.createObjectURL(file) });
    try {
      const { profileImageUrl } = await uploadDisplayImage(file);
      client.cache.modify({
        id: client.cache.identify({ __typename: 'User', id: me.id }),
        fields: { profileImageUrl: () => profileImageUrl },
      });
      updateSessionUser({ profileImageUrl });
      toaster.create({ type: 'success', title: 'Display image updated' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) void fetchSession();
      const { message, details } = readServerError(error);
      setProblem(details?.file && details.file !== message ? `${message} ${details.file}` : message);
      toaster.create({ type: 'error', title: 'The image was not uploaded', description: message });
    } finally {
      setUploading(null);
      fileUpload.clearFiles();
    }
  };

  const fileUpload = useFileUpload({
    accept: DISPLAY_IMAGE_TYPES,
    maxFiles: 1,
    maxFileSize: MAX_IMAGE_BYTES,
    onFileAccept: ({ files }) => {
      if (files[0]) void upload(files[0]);
    },
    onFileReject: ({ files }) => {
      const code = files[0]?.errors[0];
      if (code)
        setProblem(
          REJECTIONS[code] ?? `That file cannot be used. Choose a PNG, JPEG, WebP or SVG image up to ${megabytes(MAX_IMAGE_BYTES)}.`,
        );
    },
  });

  const remove = async () => {
    setProblem('');
    try {
      const { data } = await removeImage();
      if (!data) return;
      updateSessionUser(data.removeDisplayImage);
      toaster.create({ type: 'success', title: 'Display image removed' });
    } catch (error) {
      const { message } = readServerError(error);
      setProblem(message);
      toaster.create({ type: 'error', title: 'The image was not removed', description: message });
    }
  };

  const busy = Boolean(uploading) || removal.loading;
  const shown = uploading?.preview ?? me.profileImageUrl ?? blankAvatar;
  return (
    <Card.Root as="section" aria-labelledby="settings-display-image" borderRadius="xl">
      <Card.Body>
        <FileUpload.RootProvider value={fileUpload}>
          <FileUpload.HiddenInput aria-label="Choose a display image" />
          <HStack gap="6" align="center" flexWrap="wrap">
            <Box position="relative">
              <Avatar.Root size="2xl" boxSize="24" opacity={uploading ? 0.6 : 1} transition="opacity 0.2s">
                <Avatar.Image
                  src={shown}
                  alt={uploading ? `Preview of ${uploading.name}` : me.profileImageUrl ? 'Your display image' : ''}
                />
                <Avatar.Fallback name={fullName} />
              </Avatar.Root>
            </Box>
            <Stack gap="3" flex="1" minW="60">
              <Box>
                <Heading id="settings-display-image" as="h2" size="md">
                  Display image
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  Shown in the header and to your team. PNG, JPEG, WebP or SVG, up to {megabytes(MAX_IMAGE_BYTES)}.
                </Text>
              </Box>
              <HStack gap="2" flexWrap="wrap">
                <FileUpload.Trigger asChild>
                  <Button size="sm" variant="outline" loading={Boolean(uploading)} loadingText="Uploading" disabled={busy}>
                    <LuImageUp /> {me.profileImageUrl ? 'Replace image' : 'Upload image'}
                  </Button>
                </FileUpload.Trigger>
                {me.profileImageUrl && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    loading={removal.loading}
                    loadingText="Removing"
                    disabled={busy}
                    onClick={() => void remove()}
                  >
                    <LuTrash2 /> Remove
                  </Button>
                )}
              </HStack>
              {uploading && (
                <Progress.Root value={null} size="xs" colorPalette="brand" maxW="sm" aria-label={`Uploading ${uploading.name}`}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
              {problem && (
                <Text role="alert" color="fg.error" fontSize="sm">
                  {problem}
                </Text>
              )}
            </Stack>
          </HStack>
        </FileUpload.RootProvider>
      </Card.Body>
    </Card.Root>
  );
}
