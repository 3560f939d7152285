import { Box, Button, chakra, HStack, IconButton, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuDatabase, LuEllipsis, LuPencil, LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from './format';
import type { Collection } from './types';

interface Props {
  collections: Collection[];
  selectedId: string;
  onCreate: () => void;
  onRename: (c: Collection) => void;
  onShare: (c: Collection) => void;
  onDelete: (c: Collection) => void;
}

const ItemLink = chakra(RouterLink, {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    flex: '1',
    minW: '0',
    ps: '3',
    pe: '10',
    py: { base: '1.5', xl: '2' },
    whiteSpace: 'nowrap',
    borderRadius: 'md',
    fontSize: 'sm',
    color: 'fg',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  },
});

/**
 * The portal's collections, each with its record count and a menu to rename or delete it: a
 * column beside the grid on wide screens, a row of tabs above it on narrower ones.
 */
export function CollectionList({ collections, selectedId, onCreate, onRename, onShare, onDelete }: Props) {
  return (
    <Stack
      as="nav"
      aria-label="Collections"
      direction={{ base: 'row', xl: 'column' }}
      align={{ base: 'center', xl: 'stretch' }}
      gap="2"
      w={{ base: 'full', xl: '60' }}
      flexShrink={0}
      minH="0"
    >
      <HStack justify="space-between" px="1" display={{ base: 'none', xl: 'flex' }}>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          Collections
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          {collections.length}
        </Text>
      </HStack>
      <Box
        as="ul"
        role="list"
        aria-label="Your collections"
        display="flex"
        flexDirection={{ base: 'row', xl: 'column' }}
        gap="0.5"
        overflowX={{ base: 'auto', xl: 'hidden' }}
        overflowY={{ base: 'hidden', xl: 'auto' }}
        minH="0"
        minW="0"
        flex="1"
        listStyleType="none"
      >
        {collections.map((c) => {
          const selected = c.id === selectedId;
          return (
            <Box as="li" key={c.id} position="relative" flexShrink={0} maxW={{ base: '64', xl: 'none' }}>
              <ItemLink to={{ search: `?collection=${c.id}` }} aria-current={selected ? 'page' : undefined}>
                <Box as={LuDatabase} boxSize="4" flexShrink={0} color={selected ? 'brand.fg' : 'fg.subtle'} aria-hidden="true" />
                <Text as="span" truncate flex="1" title={c.name}>
                  {c.name}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" fontVariantNumeric="tabular-nums">
                  {formatNumber(c.recordCount)}
                  <VisuallyHidden>{c.recordCount === 1 ? ' record' : ' records'}</VisuallyHidden>
                </Text>
              </ItemLink>
              <Menu.Root positioning={{ placement: 'bottom-end' }}>
                <Menu.Trigger asChild>
                  <IconButton
                    aria-label={`Options for ${c.name}`}
                    size="xs"
                    variant="ghost"
                    position="absolute"
                    right="1"
                    top="50%"
                    transform="translateY(-50%)"
                    color="fg.muted"
                  >
                    <LuEllipsis />
                  </IconButton>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="rename" onSelect={() => onRename(c)}>
                        <LuPencil /> Rename
                      </Menu.Item>
                      <Menu.Item value="share" onSelect={() => onShare(c)}>
                        <LuUsers /> Customer access{c.customerAccess.mode === 'CUSTOMER_FIELD' ? ' (shared)' : ''}
                      </Menu.Item>
                      <Menu.Item
                        value="delete"
                        color="fg.error"
                        _hover={{ bg: 'bg.error', color: 'fg.error' }}
                        onSelect={() => onDelete(c)}
                      >
                        <LuTrash2 /> Delete
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Box>
          );
        })}
      </Box>
      <Button variant="outline" size="sm" onClick={onCreate} justifyContent="flex-start" flexShrink={0}>
        <LuPlus aria-hidden="true" /> New collection
      </Button>
    </Stack>
  );
}
