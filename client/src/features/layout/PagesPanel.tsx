import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuPlus, LuSettings2, LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import type { PortalPageSummaryFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { ReorderPortalPagesMutation } from './layout.documents';

type Page = PortalPageSummaryFieldsFragment;

/** The site's pages in their order: pick one to edit, add, reorder, open its settings or delete it. */
export function PagesPanel({
  portalId,
  pages,
  selectedId,
  onSelect,
  onAdd,
  onSettings,
  onDelete,
}: {
  portalId: string;
  pages: Page[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onSettings: (page: Page) => void;
  onDelete: (page: Page) => void;
}) {
  const [reorder, { loading: moving }] = useMutation(ReorderPortalPagesMutation);
  const move = async (index: number, by: -1 | 1) => {
    const ids = pages.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    try {
      await reorder({
        variables: { input: { portalId, ids } },
        update(cache, { data }) {
          if (!data) return;
          cache.modify({
            fields: {
              portalPages: (_existing, { toReference }) =>
                data.reorderPortalPages.map((p) => toReference({ __typename: 'PortalPageSummary', id: p.id })),
            },
          });
        },
      });
    } catch (error) {
      toaster.error({ title: 'The pages were not reordered', description: readServerError(error).message });
    }
  };

  return (
    <Stack as="nav" aria-label="Pages" gap="2">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Pages</Text>
        <Button size="xs" variant="outline" onClick={onAdd}>
          <LuPlus /> Add page
        </Button>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none">
        {pages.map((page, i) => {
          const selected = page.id === selectedId;
          return (
            <Box
              as="li"
              key={page.id}
              borderWidth="1px"
              borderRadius="md"
              borderColor={selected ? 'brand.solid' : 'border'}
              bg={selected ? 'brand.subtle' : 'bg'}
            >
              <Button
                variant="plain"
                h="auto"
                w="full"
                px="3"
                pt="2"
                pb="1"
                justifyContent="flex-start"
                textAlign="start"
                aria-current={selected ? 'page' : undefined}
                onClick={() => onSelect(page.id)}
              >
                <Stack gap="0.5" minW="0" w="full">
                  <HStack gap="1.5" minW="0">
                    <Text fontWeight="medium" truncate>
                      {/* Named by what it shows ("Edit Welcome /welcome Public"), as a voice user would say it. */}
                      <VisuallyHidden>Edit </VisuallyHidden>
                      {page.title}
                    </Text>
                    {page.unpublishedChanges && (
                      <Box
                        w="2"
                        h="2"
                        flexShrink="0"
                        borderRadius="full"
                        bg="orange.solid"
                        title="Unpublished changes"
                        aria-label="Unpublished changes"
                        role="img"
                      />
                    )}
                  </HStack>
                  <HStack gap="1.5">
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
                      {page.path}
                    </Text>
                    <Badge size="xs" colorPalette={page.visibility === 'PUBLIC' ? 'green' : 'purple'}>
                      {page.visibility === 'PUBLIC' ? 'Public' : 'Customers'}
                    </Badge>
                  </HStack>
                </Stack>
              </Button>
              <HStack gap="0" px="1" pb="1" justify="flex-end">
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Move ${page.title} up`}
                  disabled={i === 0 || moving}
                  onClick={() => void move(i, -1)}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Move ${page.title} down`}
                  disabled={i === pages.length - 1 || moving}
                  onClick={() => void move(i, 1)}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton size="2xs" variant="ghost" aria-label={`Settings of ${page.title}`} onClick={() => onSettings(page)}>
                  <LuSettings2 />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${page.title}`}
                  onClick={() => onDelete(page)}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
