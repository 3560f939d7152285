import { Box, Button, chakra, HStack, IconButton, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuDatabase, LuEllipsis, LuPanelLeftClose, LuPanelLeftOpen, LuPencil, LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
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
  /** Folded to a rail of icons (wide screens only: narrower ones show the collections as a row of tabs). */
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

const COLLAPSED_KEY = 'portico.database.collectionsCollapsed';

/** Whether the collection list is folded to a rail, remembered in this browser. */
export function useCollectionListCollapsed() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      if (collapsed) localStorage.setItem(COLLAPSED_KEY, '1');
      else localStorage.removeItem(COLLAPSED_KEY);
    } catch {
      // Blocked storage only forgets the choice.
    }
  }, [collapsed]);
  return [collapsed, () => setCollapsed((c) => !c)] as const;
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
export function CollectionList({ collections, selectedId, onCreate, onRename, onShare, onDelete, collapsed, onToggleCollapsed }: Props) {
  // Wide screens only: below xl the list is a row of tabs above the grid and never folds.
  const wide = <T,>(open: T, rail: T) => ({ base: open, xl: collapsed ? rail : open });
  return (
    <Stack
      as="nav"
      id="collection-list"
      aria-label="Collections"
      direction={{ base: 'row', xl: 'column' }}
      align={{ base: 'center', xl: 'stretch' }}
      gap="2"
      w={{ base: 'full', xl: collapsed ? '12' : '60' }}
      flexShrink={0}
      minH="0"
      transition="width 0.15s"
    >
      <HStack justify={collapsed ? 'center' : 'space-between'} ps={collapsed ? '0' : '1'} display={{ base: 'none', xl: 'flex' }}>
        {!collapsed && (
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            Collections{' '}
            <chakra.span color="fg.subtle" fontWeight="normal" ms="1">
              {collections.length}
            </chakra.span>
          </Text>
        )}
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={collapsed ? 'Show the collection list' : 'Collapse the collection list'}
          title={collapsed ? 'Show the collection list' : 'Collapse the collection list'}
          aria-expanded={!collapsed}
          aria-controls="collection-list-items"
          onClick={onToggleCollapsed}
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      </HStack>
      <Box
        as="ul"
        id="collection-list-items"
        role="list"
        aria-label="Your collections"
        display="flex"
        flexDirection={{ base: 'row', xl: 'column' }}
        // On a phone the collections wrap onto more rows: every one in sight, none cut off at the edge.
        flexWrap={{ base: 'wrap', md: 'nowrap' }}
        gap="0.5"
        overflowX={{ base: 'visible', md: 'auto', xl: 'hidden' }}
        overflowY={{ base: 'visible', md: 'hidden', xl: 'auto' }}
        minH="0"
        minW="0"
        flex="1"
        listStyleType="none"
      >
        {collections.map((c) => {
          const selected = c.id === selectedId;
          return (
            <Box as="li" key={c.id} position="relative" flexShrink={0} maxW={{ base: '64', xl: 'none' }}>
              <ItemLink
                to={{ search: `?collection=${c.id}` }}
                aria-current={selected ? 'page' : undefined}
                title={collapsed ? c.name : undefined}
                pe={wide('10', '3')}
                justifyContent={wide('flex-start', 'center')}
              >
                <Box as={LuDatabase} boxSize="4" flexShrink={0} color={selected ? 'brand.fg' : 'fg.subtle'} aria-hidden="true" />
                <Text as="span" truncate flex="1" title={c.name} display={wide('inline', 'none')}>
                  {c.name}
                </Text>
                {collapsed && (
                  <VisuallyHidden>
                    <Text as="span" display={{ base: 'none', xl: 'inline' }}>
                      {c.name}
                    </Text>
                  </VisuallyHidden>
                )}
                <Text
                  as="span"
                  fontSize="xs"
                  color="fg.muted"
                  fontWeight="normal"
                  fontVariantNumeric="tabular-nums"
                  display={wide('inline', 'none')}
                >
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
                    display={wide('inline-flex', 'none')}
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
      <Button
        variant="outline"
        size="sm"
        onClick={onCreate}
        justifyContent={wide('flex-start', 'center')}
        flexShrink={0}
        aria-label="New collection"
        title={collapsed ? 'New collection' : undefined}
        px={wide(undefined, '0')}
      >
        <LuPlus aria-hidden="true" />
        <Text as="span" display={wide('inline', 'none')}>
          New collection
        </Text>
      </Button>
    </Stack>
  );
}
