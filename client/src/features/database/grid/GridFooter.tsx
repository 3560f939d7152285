import { Box, Button, HStack, Separator, Spinner, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { formatNumber } from '../format';

interface Props {
  count: number | null;
  filtered: boolean;
  selected: number;
  onClearSelection: () => void;
  onDeleteSelected: () => void;
  onCreate: () => void;
  creating: boolean;
  canCreate: boolean;
  refreshing: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onRetryMore: () => void;
}

const records = (n: number) => (n === 1 ? '1 record' : `${formatNumber(n)} records`);

/** Under the grid: "New record", the selection's actions, loading notes and "N records". */
export function GridFooter(p: Props) {
  return (
    <HStack as="footer" px="2" py="1.5" borderTopWidth="1px" bg="bg.subtle" gap="2" minH="11" wrap="wrap">
      <Button
        size="sm"
        variant="ghost"
        colorPalette="brand"
        onClick={p.onCreate}
        loading={p.creating}
        loadingText="Creating"
        disabled={!p.canCreate}
      >
        <LuPlus aria-hidden="true" /> New record
      </Button>
      {p.selected > 0 && (
        <HStack gap="1" role="group" aria-label="Selected records">
          <Separator orientation="vertical" h="5" mx="1" />
          <Text fontSize="sm" color="fg.muted" px="1">
            {formatNumber(p.selected)} selected
          </Text>
          <Button size="sm" variant="ghost" onClick={p.onClearSelection} aria-label="Clear selection">
            <LuX aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={p.onDeleteSelected}>
            <LuTrash2 aria-hidden="true" /> Delete {records(p.selected)}
          </Button>
        </HStack>
      )}
      {(p.refreshing || p.loadingMore) && (
        <HStack gap="1.5" color="fg.muted" fontSize="xs">
          <Spinner size="xs" /> <Text>{p.refreshing ? 'Updating…' : 'Loading more…'}</Text>
        </HStack>
      )}
      {p.moreError && (
        <HStack gap="2" fontSize="xs" color="fg.error">
          <Text>More records could not be loaded.</Text>
          <Button size="2xs" variant="outline" onClick={p.onRetryMore}>
            Try again
          </Button>
        </HStack>
      )}
      <Box ms="auto" pe="2" fontSize="sm" color="fg.muted" aria-live="polite" fontVariantNumeric="tabular-nums">
        {p.count === null ? '' : `${records(p.count)}${p.filtered ? ' match' : ''}`}
      </Box>
    </HStack>
  );
}
