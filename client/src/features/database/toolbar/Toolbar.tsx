import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuColumns3, LuDownload, LuUpload } from 'react-icons/lu';
import { toaster } from '../../../app/ui/toaster';
import { describeError } from '../../portals/describe-error';
import { exportCsv } from '../export-csv';
import type { Collection, FilterCondition, SortState } from '../types';
import { FilterButton, FilterChips } from './FilterBar';
import { HideFieldsControl } from './HideFieldsControl';
import { SortControl } from './SortControl';

interface Props {
  collection: Collection;
  collections: Collection[];
  filter: FilterCondition[];
  onFilterChange: (filter: FilterCondition[]) => void;
  sorts: SortState[];
  onSortChange: (next: SortState[] | ((old: SortState[]) => SortState[])) => void;
  hidden: string[];
  order: string[];
  onHiddenChange: (hidden: string[]) => void;
  onOrderChange: (order: string[]) => void;
  timeZone: string;
  onOpenFields: () => void;
  onOpenImport: () => void;
}

/** A toolbar button whose label folds away on narrow screens (its accessible name stays). */
function ToolButton({
  label,
  icon,
  from = 'xl',
  ...rest
}: { label: string; icon: ReactNode; from?: 'xl' | '2xl' } & React.ComponentProps<typeof Button>) {
  return (
    <Button size="sm" variant="ghost" aria-label={label} title={label} px={{ base: '2', md: '3' }} minW="0" {...rest}>
      {icon}
      <Text as="span" display={{ base: 'none', [from]: 'inline' }}>
        {label}
      </Text>
    </Button>
  );
}

/** Above the grid: filter, sort and the active conditions on the left; shown columns, fields, import and export on the right. */
export function Toolbar(p: Props) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportCsv({ collection: p.collection, filter: p.filter, sort: p.sorts });
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
        <SortControl collection={p.collection} sorts={p.sorts} onChange={p.onSortChange} />
        <FilterChips collection={p.collection} filter={p.filter} onChange={p.onFilterChange} />
      </Flex>
      <HStack gap="0.5" flexShrink={0}>
        {p.collection.fields.length > 1 && (
          <HideFieldsControl
            collection={p.collection}
            hidden={p.hidden}
            order={p.order}
            onHiddenChange={p.onHiddenChange}
            onOrderChange={p.onOrderChange}
          />
        )}
        <ToolButton label="Fields" icon={<LuColumns3 aria-hidden="true" />} onClick={p.onOpenFields} />
        {/* Icons only until the screen is wide: the view's own controls on the left keep one line. */}
        <ToolButton label="Import CSV" from="2xl" icon={<LuUpload aria-hidden="true" />} onClick={p.onOpenImport} />
        <ToolButton
          label="Export CSV"
          from="2xl"
          icon={<LuDownload aria-hidden="true" />}
          onClick={() => void onExport()}
          loading={exporting}
          disabled={p.collection.fields.length === 0}
        />
      </HStack>
    </Flex>
  );
}
