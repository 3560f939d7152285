import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuColumns3, LuDownload, LuUpload } from 'react-icons/lu';
import { toaster } from '../../../app/ui/toaster';
import { describeError } from '../../portals/describe-error';
import { exportCsv } from '../export-csv';
import type { Collection, FilterCondition, SortState } from '../types';
import { FilterButton, FilterChips } from './FilterBar';
import { SortControl } from './SortControl';

interface Props {
  collection: Collection;
  collections: Collection[];
  filter: FilterCondition[];
  onFilterChange: (filter: FilterCondition[]) => void;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  timeZone: string;
  onOpenFields: () => void;
  onOpenImport: () => void;
}

/** A toolbar button whose label folds away on narrow screens (its accessible name stays). */
function ToolButton({ label, icon, ...rest }: { label: string; icon: ReactNode } & React.ComponentProps<typeof Button>) {
  return (
    <Button size="sm" variant="ghost" aria-label={label} title={label} {...rest}>
      {icon}
      <Text as="span" display={{ base: 'none', xl: 'inline' }}>
        {label}
      </Text>
    </Button>
  );
}

/** Above the grid: filter, sort and the active conditions on the left; fields, import and export on the right. */
export function Toolbar(p: Props) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportCsv({ collection: p.collection, filter: p.filter, sort: p.sort });
      toaster.success({ title: 'Export ready', description: `${p.collection.name}.csv is downloading.` });
    } catch (error) {
      toaster.error({ title: 'The export failed', description: describeError(error).message, closable: true });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex px="2" py="1.5" gap="1" align="flex-start" borderBottomWidth="1px" bg="bg">
      {/* Conditions wrap within their own space, so the actions on the right keep their line. */}
      <Flex flex="1" minW="0" gap="1" align="center" wrap="wrap" rowGap="1.5">
        <FilterButton
          collection={p.collection}
          collections={p.collections}
          filter={p.filter}
          onChange={p.onFilterChange}
          timeZone={p.timeZone}
        />
        <SortControl collection={p.collection} sort={p.sort} onChange={p.onSortChange} />
        <FilterChips collection={p.collection} filter={p.filter} onChange={p.onFilterChange} />
      </Flex>
      <HStack gap="0.5" flexShrink={0}>
        <ToolButton label="Fields" icon={<LuColumns3 aria-hidden="true" />} onClick={p.onOpenFields} />
        <ToolButton label="Import CSV" icon={<LuUpload aria-hidden="true" />} onClick={p.onOpenImport} />
        <ToolButton
          label="Export CSV"
          icon={<LuDownload aria-hidden="true" />}
          onClick={() => void onExport()}
          loading={exporting}
          disabled={p.collection.fields.length === 0}
        />
      </HStack>
    </Flex>
  );
}
