import { Badge, Button, HStack, IconButton, Menu, Portal, Skeleton, Text } from '@chakra-ui/react';
import {
  LuArrowDown,
  LuArrowUp,
  LuBookmarkPlus,
  LuChevronDown,
  LuEllipsis,
  LuPencil,
  LuRotateCcw,
  LuSave,
  LuTable2,
  LuTrash2,
} from 'react-icons/lu';
import type { SavedView } from '../types';

interface Props {
  views: SavedView[];
  loaded: boolean;
  failed: boolean;
  onRetry: () => void;
  current: SavedView | undefined;
  changed: boolean;
  saving: boolean;
  onSelect: (id: string | null) => void;
  onSave: () => void;
  onRevert: () => void;
  onSaveAs: () => void;
  onRename: (v: SavedView) => void;
  onDelete: (v: SavedView) => void;
  /** Moves the view one place earlier (-1) or later (+1) in the list. */
  onMove: (v: SavedView, by: -1 | 1) => void;
}

const ALL = '__all';

/**
 * Above the toolbar: which view the grid shows ("All records" or a saved one, shared with the
 * workspace), "Save as view", and — once a saved view's filter, sort or columns were changed —
 * Save and Revert.
 */
export function ViewBar(p: Props) {
  const name = p.current?.name ?? 'All records';
  const at = p.current ? p.views.findIndex((v) => v.id === p.current!.id) : -1;
  return (
    <HStack px="2" py="1.5" gap="1.5" borderBottomWidth="1px" bg="bg.subtle" minH="11" flexWrap="wrap" rowGap="1">
      <Menu.Root positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" bg="bg" aria-label={`View: ${name}`} maxW={{ base: '52', md: '72' }}>
            <LuTable2 aria-hidden="true" />
            <Text as="span" truncate>
              {name}
            </Text>
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60" maxH="80" overflowY="auto">
              <Menu.RadioItemGroup value={p.current?.id ?? ALL} onValueChange={(e) => p.onSelect(e.value === ALL ? null : e.value)}>
                <Menu.ItemGroupLabel>Views of this collection</Menu.ItemGroupLabel>
                <Menu.RadioItem value={ALL}>
                  All records
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                {p.views.map((v) => (
                  <Menu.RadioItem key={v.id} value={v.id}>
                    <Text as="span" truncate>
                      {v.name}
                    </Text>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              {!p.loaded && !p.failed && (
                <Menu.Item value="loading" disabled>
                  <Skeleton h="3" w="32" /> <Text srOnly>Loading the views</Text>
                </Menu.Item>
              )}
              {p.failed && (
                <Menu.Item value="retry" onSelect={p.onRetry} color="fg.error">
                  The views could not be loaded — try again
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {p.current && (
        <Menu.Root positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>
            <IconButton size="sm" variant="ghost" aria-label={`Options for the view ${p.current.name}`}>
              <LuEllipsis />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="rename" onSelect={() => p.current && p.onRename(p.current)}>
                  <LuPencil /> Rename view
                </Menu.Item>
                <Menu.Item value="up" disabled={at <= 0 || p.saving} onSelect={() => p.current && p.onMove(p.current, -1)}>
                  <LuArrowUp /> Move up in the list
                </Menu.Item>
                <Menu.Item
                  value="down"
                  disabled={at < 0 || at >= p.views.length - 1 || p.saving}
                  onSelect={() => p.current && p.onMove(p.current, 1)}
                >
                  <LuArrowDown /> Move down in the list
                </Menu.Item>
                <Menu.Item
                  value="delete"
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                  onSelect={() => p.current && p.onDelete(p.current)}
                >
                  <LuTrash2 /> Delete view
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      {p.changed && (
        <HStack gap="1" role="group" aria-label="Unsaved changes to this view">
          <Badge colorPalette="orange" variant="subtle" size="sm">
            Unsaved changes
          </Badge>
          <Button size="xs" colorPalette="brand" onClick={p.onSave} loading={p.saving} loadingText="Saving">
            <LuSave aria-hidden="true" /> Save
          </Button>
          <Button size="xs" variant="ghost" onClick={p.onRevert} disabled={p.saving}>
            <LuRotateCcw aria-hidden="true" /> Revert
          </Button>
        </HStack>
      )}
      <Button size="sm" variant="ghost" ms="auto" onClick={p.onSaveAs}>
        <LuBookmarkPlus aria-hidden="true" /> Save as view
      </Button>
    </HStack>
  );
}
