import { Badge, HStack, Image, Link, Spinner, Text } from '@chakra-ui/react';
import { memo, useContext } from 'react';
import { LuFile, LuUpload, LuUserRound, LuWaypoints } from 'react-icons/lu';
import { CellFilesContext, uploadKey } from '../files/cell-files';
import { asFile, asList, customerLabel, customerOf, formatDate, formatDateTime, formatFieldNumber, linkOf } from '../format';
import { badgeStyle } from '../grid/grid-css';
import type { Field, RecordRow } from '../types';

const choiceColor = (field: Field, value: string) => field.choices.find((c) => c.value === value)?.color ?? 'gray';

/** A choice as a coloured badge, for pickers and the record panel (the grid draws its own, lighter). */
export function ChoiceBadge({ field, value }: { field: Field; value: string }) {
  return (
    <Badge colorPalette={choiceColor(field, value)} variant="subtle" size="sm" borderRadius="full" px="2" flexShrink={0} maxW="full">
      <Text as="span" truncate>
        {value}
      </Text>
    </Badge>
  );
}

const CHECK_PATH = 'M20 6 9 17l-5-5';

/** A checkbox as a cell shows it: the grid handles the click and Space, so nothing here is focusable. */
export function CheckCell({ checked, label, action = 'toggle' }: { checked: boolean; label: string; action?: string }) {
  return (
    <span className="g-check" role="checkbox" aria-checked={checked} aria-label={label} data-action={action}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={CHECK_PATH} />
      </svg>
    </span>
  );
}

const GridBadge = ({ field, value }: { field: Field; value: string }) => (
  <span className="g-badge" style={badgeStyle(choiceColor(field, value))}>
    {value}
  </span>
);

/**
 * One value, read-only, as the grid shows it: typed, on one line. Plain elements styled by the
 * grid's class names (grid-css.ts), memoized on the record and the field.
 */
export const CellValue = memo(function CellValue({ field, record, timeZone }: { field: Field; record: RecordRow; timeZone: string }) {
  const value = record.data[field.key];
  // A FILE cell also shows an upload in flight (a file dropped on it), empty or not.
  if (field.type === 'FILE') return <FileCell record={record} field={field} />;
  if (value === undefined || value === null) {
    return field.type === 'BOOLEAN' ? <CheckCell checked={false} label={field.label} /> : null;
  }
  switch (field.type) {
    case 'TEXT':
      return <span className="g-text">{String(value)}</span>;
    case 'LONG_TEXT':
      return (
        <span className="g-text" title={String(value).slice(0, 500)}>
          {String(value).replace(/\s+/g, ' ')}
        </span>
      );
    case 'EMAIL':
      return (
        <a className="g-link" href={`mailto:${String(value)}`} tabIndex={-1}>
          {String(value)}
        </a>
      );
    case 'URL':
      return (
        <a className="g-link" href={String(value)} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
          {String(value).replace(/^https?:\/\//, '')}
        </a>
      );
    case 'NUMBER':
      return <span className="g-text g-num">{typeof value === 'number' ? formatFieldNumber(field, value) : String(value)}</span>;
    case 'BOOLEAN':
      return <CheckCell checked={value === true} label={field.label} />;
    case 'DATE':
      return <span className="g-text g-num">{formatDate(String(value))}</span>;
    case 'DATETIME':
      return <span className="g-text g-num">{formatDateTime(String(value), timeZone)}</span>;
    case 'SELECT':
      return <GridBadge field={field} value={String(value)} />;
    case 'MULTI_SELECT':
      return (
        <span className="g-badges">
          {asList(value).map((v) => (
            <GridBadge key={v} field={field} value={v} />
          ))}
        </span>
      );
    case 'RELATION':
      return (
        <span className="g-chip">
          <LuWaypoints aria-hidden="true" />
          <span className="g-text">{linkOf(record, field.key)?.label ?? 'Linked record'}</span>
        </span>
      );
    case 'CUSTOMER':
      return (
        <span className="g-chip" title={customerOf(record, field.key)?.email ?? String(value)}>
          <LuUserRound aria-hidden="true" />
          <span className="g-text">{customerLabel(record, field.key)}</span>
        </span>
      );
  }
});

function FileCell({ record, field }: { record: RecordRow; field: Field }) {
  const uploading = useContext(CellFilesContext)?.uploading.get(uploadKey(record.id, field.key));
  if (uploading) {
    return (
      <span className="g-chip" role="status">
        <Spinner size="xs" color="brand.solid" />
        <span className="g-text">Uploading {uploading}…</span>
      </span>
    );
  }
  const value = record.data[field.key];
  if (value === undefined || value === null) {
    // Shown on hover and on the active cell only (grid-css): how an empty FILE cell gets a file.
    return (
      <span className="g-file-hint" aria-hidden="true">
        <LuUpload />
        Drop a file or press Enter
      </span>
    );
  }
  return <FileChip value={value} />;
}

export function FileChip({ value }: { value: unknown }) {
  const file = asFile(value);
  if (!file) return null;
  const image = file.contentType.startsWith('image/');
  return (
    <Link href={file.url} target="_blank" rel="noopener noreferrer" tabIndex={-1} minW="0" _hover={{ textDecoration: 'none' }}>
      <HStack gap="1.5" borderWidth="1px" borderRadius="md" ps={image ? '0.5' : '1.5'} pe="2" py="0.5" bg="bg.subtle" minW="0" maxW="full">
        {image ? (
          <Image src={file.url} alt="" boxSize="5" borderRadius="sm" objectFit="cover" flexShrink={0} />
        ) : (
          <LuFile aria-hidden="true" />
        )}
        <Text as="span" fontSize="xs" truncate>
          {file.name}
        </Text>
      </HStack>
    </Link>
  );
}
