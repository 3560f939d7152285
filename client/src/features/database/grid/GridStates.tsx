import { Alert, Box, Button, EmptyState, Flex, HStack, Skeleton, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuColumns3, LuPlus, LuSearchX, LuTable, LuUpload } from 'react-icons/lu';
import { ColumnMenu, type ColumnMenuProps } from './ColumnMenu';
import type { Field } from '../types';

/** Grey rows in the shape of the grid while the first page loads. */
export function GridSkeleton({ columns = 5 }: { columns?: number }) {
  return (
    <Box flex="1" overflow="hidden" aria-busy="true" aria-label="Loading records" bg="bg">
      <HStack h="38px" bg="bg.muted" borderBottomWidth="1px" gap="0">
        <Box w="96px" px="3">
          <Skeleton h="3" w="8" />
        </Box>
        {Array.from({ length: columns }, (_, i) => (
          <Box key={i} w="200px" px="2" borderLeftWidth="1px">
            <Skeleton h="3" w="24" />
          </Box>
        ))}
      </HStack>
      {Array.from({ length: 12 }, (_, r) => (
        <HStack key={r} h="36px" borderBottomWidth="1px" borderColor="border.muted" gap="0">
          <Box w="96px" px="3">
            <Skeleton h="3" w="5" />
          </Box>
          {Array.from({ length: columns }, (_, i) => (
            <Box key={i} w="200px" px="2">
              <Skeleton h="3" w={`${40 + ((r * 7 + i * 13) % 50)}%`} />
            </Box>
          ))}
        </HStack>
      ))}
    </Box>
  );
}

export function GridFailure({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Box p="6" flex="1" bg="bg">
      <Alert.Root status="error" borderRadius="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The records could not be loaded</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </Alert.Root>
    </Box>
  );
}

function Empty({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <EmptyState.Root flex="1" py="16" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center" maxW="md" gap="2">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2">
          {children}
        </Stack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function NoFields({ name, onAddField, onImport }: { name: string; onAddField: () => void; onImport: () => void }) {
  return (
    <Empty
      icon={<LuColumns3 />}
      title={`${name} has no fields yet`}
      description="Fields are the columns of your records: text, numbers, dates, choices, files, links to other records. Add one, or let a CSV file bring them."
    >
      <Button colorPalette="brand" onClick={onAddField}>
        <LuPlus aria-hidden="true" /> Add a field
      </Button>
      <Button variant="outline" onClick={onImport}>
        <LuUpload aria-hidden="true" /> Import CSV
      </Button>
    </Empty>
  );
}

/** Fields but no record yet: the columns made so far stay in view, each with its menu, and a way to add another. */
export function NoRecords({
  fields,
  onCreate,
  creating,
  onImport,
  onAddField,
  columnMenu,
}: {
  fields: Field[];
  onCreate: () => void;
  creating: boolean;
  onImport: () => void;
  onAddField: () => void;
  columnMenu: Omit<ColumnMenuProps, 'field' | 'onHide'> & { onHide: (key: string) => void };
}) {
  return (
    <Flex direction="column" flex="1" minH="0" bg="bg">
      <HStack
        as="ul"
        aria-label="Columns"
        listStyleType="none"
        gap="0"
        h="38px"
        bg="bg.muted"
        borderBottomWidth="1px"
        overflowX="auto"
        flexShrink={0}
      >
        {fields.map((f, i) => (
          <Box
            as="li"
            key={f.key}
            h="full"
            w="180px"
            flexShrink={0}
            borderRightWidth="1px"
            fontSize="sm"
            fontWeight="medium"
            color="fg.muted"
          >
            <ColumnMenu field={f} {...columnMenu} onHide={i === 0 ? undefined : columnMenu.onHide} />
          </Box>
        ))}
        <Box as="li" px="2">
          <Button size="xs" variant="ghost" onClick={onAddField}>
            <LuPlus aria-hidden="true" /> Add a field
          </Button>
        </Box>
      </HStack>
      <Empty
        icon={<LuTable />}
        title="No records yet"
        description="Add the first record here and fill it in the grid, or bring many at once from a spreadsheet."
      >
        <Button colorPalette="brand" onClick={onCreate} loading={creating} loadingText="Creating">
          <LuPlus aria-hidden="true" /> New record
        </Button>
        <Button variant="outline" onClick={onImport}>
          <LuUpload aria-hidden="true" /> Import CSV
        </Button>
      </Empty>
    </Flex>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Empty icon={<LuSearchX />} title="No records match these filters" description="Change or remove a condition to see more records.">
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </Empty>
  );
}
