import { Box, Button, Fieldset, HStack, IconButton, Input, Popover, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { type Control, Controller, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import type { FieldDraft } from './field-draft';
import { CHOICE_COLORS, CHOICE_MAX } from '../rules';
import { colorName, nextChoiceColor } from './field-types';

interface Props {
  control: Control<FieldDraft>;
  register: UseFormRegister<FieldDraft>;
  error?: string;
  /** Problems of single choices (a rename onto another choice), by index. */
  choiceErrors?: Record<number, string>;
  /** Editing a field that records may already use: renames reach the records, removals may be refused. */
  existing: boolean;
}

/**
 * The choices of a SELECT or MULTI_SELECT field: named, coloured, ordered. New ones are typed in the
 * last input, Enter adding each (the dialog's form is not sent by it); a choice given a new name
 * is renamed in every record when the field is saved.
 */
export function ChoicesEditor({ control, register, error, choiceErrors = {}, existing }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'choices' });
  const choices = useWatch({ control, name: 'choices' });
  const [next, setNext] = useState('');
  const newInput = useRef<HTMLInputElement>(null);
  const helpId = useId();

  const add = () => {
    const value = next.trim();
    if (!value) return;
    append({ value, color: nextChoiceColor((choices ?? []).map((c) => c.color)), from: '' }, { shouldFocus: false });
    setNext('');
    newInput.current?.focus();
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} gap="2">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Choices
      </Fieldset.Legend>
      <Stack gap="2" w="full">
        {fields.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No choices yet. Type the options people pick from below, pressing Enter after each.
          </Text>
        )}
        {fields.map((item, i) => {
          const current = choices?.[i];
          const name = current?.value?.trim() || `choice ${i + 1}`;
          const renamedFrom = existing && current?.from && current.from !== current.value.trim() ? current.from : '';
          const problem = choiceErrors[i];
          return (
            <Stack key={item.id} gap="1">
              <HStack gap="1.5">
                <Controller
                  control={control}
                  name={`choices.${i}.color`}
                  render={({ field }) => <ColorPicker color={field.value} onChange={field.onChange} choiceName={name} />}
                />
                <Input
                  size="sm"
                  aria-label={`Choice ${i + 1}`}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem || renamedFrom ? `${helpId}-${i}` : undefined}
                  placeholder="Option name"
                  autoComplete="off"
                  maxLength={CHOICE_MAX}
                  {...register(`choices.${i}.value`)}
                  onKeyDown={(e) => {
                    // Enter here would send the whole field: it moves on to the next choice instead.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      newInput.current?.focus();
                    }
                  }}
                />
                <IconButton size="sm" variant="ghost" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${name} down`}
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={() => remove(i)}>
                  <LuX />
                </IconButton>
              </HStack>
              {(problem || renamedFrom) && (
                <Text id={`${helpId}-${i}`} fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'} ps="10">
                  {problem || `Renamed from "${renamedFrom}": records holding it will show the new name.`}
                </Text>
              )}
            </Stack>
          );
        })}
        <HStack gap="1.5">
          <Box boxSize="8" flexShrink={0} display="grid" placeItems="center" color="fg.muted" aria-hidden="true">
            <LuPlus />
          </Box>
          <Input
            ref={newInput}
            size="sm"
            aria-label="New choice"
            aria-describedby={error ? undefined : helpId}
            placeholder="Type a choice, then Enter"
            autoComplete="off"
            maxLength={CHOICE_MAX}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button size="sm" variant="outline" onClick={add} disabled={!next.trim()} flexShrink={0}>
            Add choice
          </Button>
        </HStack>
      </Stack>
      {error ? (
        <Fieldset.ErrorText mt="0">{error}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText mt="0" fontSize="xs" id={helpId}>
          No commas or semicolons: they separate choices in CSV files.
          {existing ? ' A renamed choice is renamed in every record; one that records use cannot be removed until they change.' : ''}
        </Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}

function ColorPicker({ color, onChange, choiceName }: { color: string; onChange: (color: string) => void; choiceName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="outline" aria-label={`Colour of ${choiceName}: ${colorName(color)}`}>
          <Box boxSize="4" borderRadius="full" bg={`${color}.500`} />
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content w="auto">
          <Popover.Body p="2">
            <SimpleGrid columns={5} gap="1" role="group" aria-label={`Colours for ${choiceName}`}>
              {CHOICE_COLORS.map((c) => (
                <IconButton
                  key={c}
                  size="sm"
                  variant={c === color ? 'subtle' : 'ghost'}
                  aria-label={colorName(c)}
                  aria-pressed={c === color}
                  title={colorName(c)}
                  onClick={() => {
                    onChange(c);
                    setOpen(false);
                  }}
                >
                  <Box
                    boxSize="5"
                    borderRadius="full"
                    bg={`${c}.500`}
                    outline={c === color ? '2px solid' : undefined}
                    outlineColor="fg"
                    outlineOffset="1px"
                  />
                </IconButton>
              ))}
            </SimpleGrid>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
