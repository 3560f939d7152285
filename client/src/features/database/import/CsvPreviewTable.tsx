import { Table, Text } from '@chakra-ui/react';
import type { CsvPreview } from './csv-preview';

/** The header and first rows of the chosen file, as they were read. */
export function CsvPreviewTable({ preview, fileName }: { preview: CsvPreview; fileName: string }) {
  const caption = `First ${preview.rows.length} ${preview.rows.length === 1 ? 'row' : 'rows'} of ${fileName}${preview.more ? '' : ' (the whole file)'}`;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="72">
      <Table.Root size="sm" stickyHeader aria-label={caption}>
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" mt="0" color="fg.muted">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader color="fg.subtle" w="12">
              Line
            </Table.ColumnHeader>
            {preview.headers.map((h, i) => (
              <Table.ColumnHeader key={i} whiteSpace="nowrap">
                {h || (
                  <Text as="span" color="fg.subtle">
                    (no name)
                  </Text>
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {preview.rows.map((row, r) => (
            <Table.Row key={r}>
              <Table.Cell color="fg.subtle">{r + 2}</Table.Cell>
              {preview.headers.map((_h, c) => (
                <Table.Cell key={c} maxW="48" truncate title={row[c]}>
                  {row[c]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
