import {
  Box,
  Button,
  Checkbox,
  Field as FormField,
  HStack,
  Icon,
  Input,
  NativeSelect,
  Popover,
  Portal,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuX } from 'react-icons/lu';
import { ChoiceBadge } from '../cells/CellValue';
import { FIELD_ICONS } from '../field-types';
import { FileInput } from '../files/FileInput';
import { formatFieldNumber, type FileValue } from '../format';
import type { Collection, Field } from '../types';
import { CustomerPicker } from './CustomerPicker';
import { dateExample, dateTimeExample } from './date-text';
import { RelationPicker } from './RelationPicker';

/** The number a NUMBER control holds, for its "Shows as" line; null while it holds none. */
const shownNumber = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() ? Number(value.replace(/[,_](?=\d{3})/g, '')) : NaN;
  return Number.isFinite(n) ? n : null;
};

export interface RelationDraft {
  id: string;
  label: string;
}

interface Props {
  field: Field;
  /** What the control holds (see value-convert: text as typed, lists, a relation as {id, label}). */
  value: unknown;
  /** A FILE field's may be async: the control waits for it and shows its refusal. */
  onChange: (value: unknown) => void | Promise<void>;
  error?: string;
  collections: Collection[];
  timeZone: string;
  disabled?: boolean;
  /** For FILE fields: where uploads go, and who hears that one is running. */
  collectionId: string;
  onBusyChange?: (busy: boolean) => void;
}

/** One field of the record panel as a labelled, typed form control with its error under it. */
export function FieldControl({ field, value, onChange, error, collections, timeZone, disabled, collectionId, onBusyChange }: Props) {
  return (
    <FormField.Root invalid={Boolean(error)} required={field.required && field.type !== 'BOOLEAN'} disabled={disabled}>
      <FormField.Label
        display="flex"
        alignItems="center"
        gap="1.5"
        color="fg.muted"
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        <Icon as={FIELD_ICONS[field.type]} boxSize="3.5" />
        {field.label}
        <FormField.RequiredIndicator />
      </FormField.Label>
      {field.type === 'FILE' ? (
        <FileInput
          field={field}
          collectionId={collectionId}
          value={value}
          onChange={onChange as (value: FileValue | null) => void | Promise<void>}
          disabled={disabled}
          onBusyChange={onBusyChange}
        />
      ) : (
        <Control
          field={field}
          value={value}
          onChange={onChange}
          collections={collections}
          timeZone={timeZone}
          collectionId={collectionId}
        />
      )}
      {error && <FormField.ErrorText>{error}</FormField.ErrorText>}
      {field.type === 'NUMBER' && field.numberFormat && field.numberFormat.style !== 'PLAIN' && !error && (
        <FormField.HelperText>
          {shownNumber(value) === null
            ? `Type the plain number: 1234.5 shows as ${formatFieldNumber(field, 1234.5)}.`
            : `Shows as ${formatFieldNumber(field, shownNumber(value)!)}.`}
        </FormField.HelperText>
      )}
      {field.type === 'DATE' && !error && <FormField.HelperText>Like {dateExample()}, or 2026-03-31.</FormField.HelperText>}
      {field.type === 'DATETIME' && !error && (
        <FormField.HelperText>
          Like {dateTimeExample(timeZone)}, in your time zone ({timeZone.replace(/_/g, ' ')}).
        </FormField.HelperText>
      )}
    </FormField.Root>
  );
}

function Control({
  field,
  value,
  onChange,
  collections,
  timeZone,
  collectionId,
}: Pick<Props, 'field' | 'value' | 'onChange' | 'collections' | 'timeZone' | 'collectionId'>) {
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'LONG_TEXT':
      return <Textarea value={text} onChange={(e) => onChange(e.currentTarget.value)} autoresize minH="24" maxH="80" />;
    case 'BOOLEAN':
      return (
        <Checkbox.Root checked={value === true} onCheckedChange={(e) => onChange(e.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{value === true ? 'Checked' : 'Not checked'}</Checkbox.Label>
        </Checkbox.Root>
      );
    case 'SELECT':
      return (
        <NativeSelect.Root>
          <NativeSelect.Field value={text} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">No option</option>
            {field.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.value}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'MULTI_SELECT': {
      const picked = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Wrap gap="3" borderWidth="1px" borderRadius="md" p="2.5" role="group" aria-label={field.label}>
          {field.choices.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              No options yet — add them in Edit field.
            </Text>
          )}
          {field.choices.map((c) => (
            <Checkbox.Root
              key={c.value}
              size="sm"
              colorPalette="brand"
              checked={picked.includes(c.value)}
              onCheckedChange={(e) =>
                onChange(
                  e.checked
                    ? field.choices.map((x) => x.value).filter((v) => v === c.value || picked.includes(v))
                    : picked.filter((v) => v !== c.value),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <ChoiceBadge field={field} value={c.value} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      );
    }
    case 'CUSTOMER':
      return (
        <PickerControl field={field} value={value as RelationDraft | null} onChange={onChange} placeholder="Choose a customer">
          {(close) => (
            <CustomerPicker
              field={field}
              portalId={collections.find((c) => c.id === collectionId)?.portalId ?? ''}
              value={(value as RelationDraft | null)?.id ?? null}
              onPick={(o) => {
                onChange(o);
                close();
              }}
            />
          )}
        </PickerControl>
      );
    case 'RELATION':
      return (
        <RelationControl
          field={field}
          value={value as RelationDraft | null}
          onChange={onChange}
          collections={collections}
          timeZone={timeZone}
        />
      );
    default:
      return (
        <Input
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          // Dates as text, in the form the grid shows them (the browser's date input would say mm/dd/yyyy).
          type={field.type === 'EMAIL' ? 'email' : field.type === 'URL' ? 'url' : 'text'}
          inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
          autoComplete="off"
          placeholder={field.type === 'URL' ? 'https://' : field.type === 'EMAIL' ? 'name@example.com' : undefined}
        />
      );
  }
}

function RelationControl({
  field,
  value,
  onChange,
  collections,
  timeZone,
}: {
  field: Field;
  value: RelationDraft | null;
  onChange: (v: unknown) => void;
  collections: Collection[];
  timeZone: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <HStack gap="2">
      <Popover.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-start', sameWidth: true }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <Button variant="outline" flex="1" justifyContent="space-between" fontWeight="normal">
            <Text as="span" truncate color={value ? 'fg' : 'fg.muted'}>
              {value?.label ?? 'Choose a record'}
            </Text>
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content>
              <Popover.Body p="2">
                <Box>
                  <RelationPicker
                    field={field}
                    collections={collections}
                    value={value?.id ?? null}
                    timeZone={timeZone}
                    onPick={(o) => {
                      onChange(o);
                      setOpen(false);
                    }}
                  />
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {value && (
        <Button size="sm" variant="ghost" aria-label={`Clear ${field.label}`} onClick={() => onChange(null)}>
          <LuX aria-hidden="true" />
        </Button>
      )}
    </HStack>
  );
}

/** A value chosen from a searchable list in a popover (a customer), with a button to clear it. */
function PickerControl({
  field,
  value,
  onChange,
  placeholder,
  children,
}: {
  field: Field;
  value: RelationDraft | null;
  onChange: (v: unknown) => void;
  placeholder: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <HStack gap="2">
      <Popover.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-start', sameWidth: true }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <Button variant="outline" flex="1" justifyContent="space-between" fontWeight="normal">
            <Text as="span" truncate color={value ? 'fg' : 'fg.muted'}>
              {value?.label ?? placeholder}
            </Text>
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content>
              <Popover.Body p="2">
                <Box>{children(() => setOpen(false))}</Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {value && (
        <Button size="sm" variant="ghost" aria-label={`Clear ${field.label}`} onClick={() => onChange(null)}>
          <LuX aria-hidden="true" />
        </Button>
      )}
    </HStack>
  );
}
