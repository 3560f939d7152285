import { Box, Button, Fieldset, HStack, IconButton, Input, Popover, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type Control, Controller, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import type { FieldDraft } from './field-draft';
import { CHOICE_COLORS } from '../rules';
import { colorName, nextChoiceColor } from './field-types';

interface Props {
  control: Control<FieldDraft>;
  register: UseFormRegister<FieldDraft>;
  error?: string;
  /** Editing a field that records may already use: renaming or removing a used choice is refused. */
  existing: boolean;
}

/** The choices of a SELECT or MULTI_SELECT field: named, coloured, ordered. */
export function ChoicesEditor({ control, register, error, existing }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'choices' });
  const choices = useWatch({ control, name: 'choices' });

  return (
    <Fieldset.Root invalid={Boolean(error)} gap="2">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Choices
      </Fieldset.Legend>
      <Stack gap="2" w="full">
        {fields.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No choices yet. Add the options people pick from.
          </Text>
        )}
        {fields.map((item, i) => {
          const name = choices?.[i]?.value?.trim() || `choice ${i + 1}`;
          return (
            <HStack key={item.id} gap="1.5">
              <Controller
                control={control}
                name={`choices.${i}.color`}
                render={({ field }) => <ColorPicker color={field.value} onChange={field.onChange} choiceName={name} />}
              />
              <Input
                size="sm"
                aria-label={`Choice ${i + 1}`}
                placeholder="Option name"
                autoComplete="off"
                maxLength={60}
                {...register(`choices.${i}.value`)}
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
          );
        })}
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => append({ value: '', color: nextChoiceColor((choices ?? []).map((c) => c.color)) }, { shouldFocus: true })}
          >
            <LuPlus aria-hidden="true" /> Add a choice
          </Button>
        </Box>
      </Stack>
      {error ? (
        <Fieldset.ErrorText mt="0">{error}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText mt="0" fontSize="xs">
          No commas or semicolons: they separate choices in CSV files.
          {existing ? ' Renaming or removing a choice that records use is refused until those records change.' : ''}
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
