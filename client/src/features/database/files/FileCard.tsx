import { Box, Center, HStack, Icon, Image, Link, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuExternalLink, LuFile, LuFileText } from 'react-icons/lu';
import { formatBytes, type FileValue } from '../format';

export const isImage = (file: FileValue) => file.contentType.startsWith('image/');

/**
 * A stored file as the record panel and the grid's file editor show it: a thumbnail for images, an
 * icon for the rest, its name and size, and a link to open it (images open in a tab; the server
 * sends anything else as a download, so that link downloads under the file's own name).
 */
export function FileCard({ file, size = 'md' }: { file: FileValue; size?: 'sm' | 'md' }) {
  const image = isImage(file);
  const box = size === 'md' ? '14' : '10';
  return (
    <HStack gap="3" minW="0" flex="1">
      <Center boxSize={box} flexShrink={0} borderWidth="1px" borderRadius="md" bg="bg.subtle" overflow="hidden">
        {image ? (
          <Image src={file.url} alt={`Preview of ${file.name}`} w="full" h="full" objectFit="cover" />
        ) : (
          <Icon
            as={file.contentType === 'application/pdf' || file.contentType.startsWith('text/') ? LuFileText : LuFile}
            boxSize="5"
            color="fg.muted"
            aria-hidden="true"
          />
        )}
      </Center>
      <Stack gap="0.5" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={file.name}>
          {file.name}
        </Text>
        <HStack gap="2" fontSize="xs" color="fg.muted">
          {file.size > 0 && <Text as="span">{formatBytes(file.size)}</Text>}
          {file.size > 0 && (
            <Box as="span" aria-hidden="true">
              ·
            </Box>
          )}
          {image ? (
            <Link href={file.url} target="_blank" rel="noopener noreferrer" color="brand.fg" aria-label={`Open ${file.name}`}>
              Open <LuExternalLink aria-hidden="true" />
            </Link>
          ) : (
            <Link href={file.url} download={file.name} color="brand.fg" aria-label={`Download ${file.name}`}>
              Download <LuDownload aria-hidden="true" />
            </Link>
          )}
        </HStack>
      </Stack>
    </HStack>
  );
}
