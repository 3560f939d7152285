import { FormActions } from '../../forms/FormActions';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  ColorPicker,
  Field,
  Grid,
  HStack,
  NativeSelect,
  parseColor,
  Portal as Layer,
  SegmentGroup,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toaster } from '../../../app/ui/toaster';
import type { PortalThemeInput } from '../../../gql/graphql';
import { describeError } from '../describe-error';
import { contrastProblems, HEX_COLOUR } from '../../../portal-render/theme-style';
import { FONT_OPTIONS, MODE_OPTIONS, RADIUS_OPTIONS } from './theme-options';
import type { Portal } from '../use-portal';
import { UpdatePortalThemeMutation } from './portal-settings.documents';
import type { SettingsForm } from './PortalSettings';
import { SettingsCard } from './SettingsCard';
import { ThemePreview } from './ThemePreview';
import { useThemePreviewContent } from './use-theme-preview-content';

const PRESETS = ['#4f46e5', '#2563eb', '#0891b2', '#059669', '#65a30d', '#d97706', '#dc2626', '#db2777', '#7c3aed', '#0f172a'];

const themeValues = ({ primaryColor, accentColor, mode, font, radius }: Portal['theme']): PortalThemeInput => ({
  primaryColor,
  accentColor,
  mode,
  font,
  radius,
});

/** Colours, mode, font and corners, with the preview following every change before it is saved. */
export function ThemeSection({
  portal,
  title,
  description,
  onDirtyChange,
}: {
  portal: Portal;
  title: string;
  description: string;
  onDirtyChange: (form: SettingsForm, dirty: boolean) => void;
}) {
  const { control, handleSubmit, reset, watch, formState } = useForm<PortalThemeInput>({ defaultValues: themeValues(portal.theme) });
  const [updateTheme] = useMutation(UpdatePortalThemeMutation);
  const previewContent = useThemePreviewContent(portal.id);
  const theme = watch();
  const problems = contrastProblems(theme);
  useEffect(() => onDirtyChange('theme', formState.isDirty), [onDirtyChange, formState.isDirty]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await updateTheme({ variables: { portalId: portal.id, theme: values } });
      reset(data ? themeValues(data.updatePortalTheme.theme) : values);
      toaster.success({ title: 'Theme saved', description: 'The published portal uses it from now on.' });
    } catch (error) {
      toaster.error({ title: 'The theme was not saved', description: describeError(error).message });
    }
  });

  const colour = (name: 'primaryColor' | 'accentColor', label: string) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (v) => HEX_COLOUR.test(v) || 'Use a colour like #4f46e5.' }}
      render={({ field }) => <ColourField label={label} value={field.value} onChange={field.onChange} />}
    />
  );

  return (
    <SettingsCard
      title="Theme"
      description="How the published portal looks. The preview follows your choices; customers see them once you save."
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      footer={
        <FormActions saveLabel="Save theme" dirty={formState.isDirty} submitting={formState.isSubmitting} onDiscard={() => reset()} />
      }
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1.15fr)' }} gap="8" alignItems="start">
        <Stack gap="5">
          <HStack gap="4" align="flex-start" flexWrap="wrap">
            {colour('primaryColor', 'Primary colour')}
            {colour('accentColor', 'Accent colour')}
          </HStack>
          <Box aria-live="polite">
            {problems.length > 0 && (
              <Alert.Root status="warning" borderRadius="lg" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Some text of this theme is hard to read</Alert.Title>
                  <Alert.Description>
                    <Stack as="ul" gap="1" mt="1" listStyleType="disc" ps="4">
                      {problems.map((problem) => (
                        <li key={problem.pair}>{problem.message}</li>
                      ))}
                    </Stack>
                    <Text mt="1">You can still save it; a darker or lighter colour fixes it.</Text>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </Box>
          <Controller
            name="mode"
            control={control}
            render={({ field }) => <ChoiceField label="Mode" value={field.value} onChange={field.onChange} options={MODE_OPTIONS} />}
          />
          <Controller
            name="font"
            control={control}
            render={({ field }) => <ChoiceField label="Font" value={field.value} onChange={field.onChange} options={FONT_OPTIONS} />}
          />
          <Controller
            name="radius"
            control={control}
            render={({ field }) => <ChoiceField label="Corners" value={field.value} onChange={field.onChange} options={RADIUS_OPTIONS} />}
          />
        </Stack>
        <Box position={{ xl: 'sticky' }} top={{ xl: '24' }}>
          <ThemePreview theme={theme} title={title} description={description} logoUrl={portal.logoUrl} content={previewContent} />
          <Text fontSize="xs" color="fg.muted" mt="2" textAlign="center">
            Preview of the portal's home page{formState.isDirty ? ' — not saved yet' : ''}.
          </Text>
        </Box>
      </Grid>
    </SettingsCard>
  );
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  const color = useMemo(() => parseColor(HEX_COLOUR.test(value) ? value : '#000000'), [value]);
  return (
    <ColorPicker.Root
      value={color}
      onValueChange={(e) => onChange(e.value.toString('hex').toLowerCase())}
      size="sm"
      w="44"
      positioning={{ placement: 'bottom-start' }}
    >
      <ColorPicker.HiddenInput />
      <ColorPicker.Label>{label}</ColorPicker.Label>
      <ColorPicker.Control>
        <ColorPicker.Input aria-label={`${label} (hex)`} />
        <ColorPicker.Trigger />
      </ColorPicker.Control>
      <Layer>
        <ColorPicker.Positioner>
          <ColorPicker.Content>
            <ColorPicker.Area />
            <HStack>
              <ColorPicker.EyeDropper size="xs" variant="outline" />
              <ColorPicker.ChannelSlider channel="hue" flex="1" />
            </HStack>
            <ColorPicker.SwatchGroup>
              {PRESETS.map((preset) => (
                <ColorPicker.SwatchTrigger key={preset} value={preset}>
                  <ColorPicker.Swatch value={preset} />
                </ColorPicker.SwatchTrigger>
              ))}
            </ColorPicker.SwatchGroup>
          </ColorPicker.Content>
        </ColorPicker.Positioner>
      </Layer>
    </ColorPicker.Root>
  );
}

function ChoiceField<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: Array<{ value: V; label: string }>;
}) {
  const id = useId();
  // Five segments do not fit a phone's card: there, a select with the same choices.
  const compact = useBreakpointValue({ base: options.length > 2, sm: false }) ?? false;
  if (compact)
    return (
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  return (
    <Stack gap="1.5" align="flex-start" maxW="full">
      <Text id={id} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <SegmentGroup.Root
        size="sm"
        value={value}
        onValueChange={(e) => e.value && onChange(e.value as V)}
        aria-labelledby={id}
        maxW="full"
        // Chakra 3.37's recipe sets this only under `.light` (its `:root &` selector comes out broken),
        // and the app's <html> has no colour-mode class: without it the selected segment is invisible.
        css={{ '--segment-indicator-bg': 'colors.bg' }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={options} />
      </SegmentGroup.Root>
    </Stack>
  );
}
