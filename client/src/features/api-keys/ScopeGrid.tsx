import { Box, Button, Checkbox, Fieldset, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { ApiScopeFieldsFragment } from '../../gql/graphql';
import type { ScopeDomain } from './api-key-format';

/**
 * The scopes as a grid: one row per domain with its Read and Write boxes and what each allows. Write
 * does not tick Read by itself (a key that only records events needs no reads); the presets set
 * every row at once.
 */
export function ScopeGrid({
  domains,
  value,
  onChange,
  error,
  disabled,
}: {
  domains: readonly ScopeDomain[];
  value: readonly string[];
  onChange(scopes: string[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const all = domains.flatMap((d) => [d.read, d.write]).filter((s): s is ApiScopeFieldsFragment => Boolean(s));
  const set = (scope: string, on: boolean) =>
    onChange(on ? [...value.filter((s) => s !== scope), scope] : value.filter((s) => s !== scope));
  const preset = (access: 'read' | 'all' | 'none') =>
    onChange(access === 'none' ? [] : all.filter((s) => access === 'all' || s.access === 'read').map((s) => s.scope));

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
        <Stack gap="0.5">
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Scopes
          </Fieldset.Legend>
          <Fieldset.HelperText mt="0" fontSize="xs">
            What the key may read or change. Give it no more than the app needs.
          </Fieldset.HelperText>
        </Stack>
        <HStack gap="1.5" role="group" aria-label="Scope presets" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={() => preset('read')}>
            Read-only preset
          </Button>
          <Button size="xs" variant="outline" onClick={() => preset('all')}>
            Full access preset
          </Button>
          <Button size="xs" variant="ghost" onClick={() => preset('none')} disabled={value.length === 0}>
            Clear
          </Button>
        </HStack>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" mt="2" borderColor={error ? 'border.error' : undefined}>
        {domains.map((domain) => (
          <DomainRow key={domain.resource} domain={domain} value={value} onToggle={set} />
        ))}
      </Box>
      {error && <Fieldset.ErrorText fontSize="xs">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function DomainRow({
  domain,
  value,
  onToggle,
}: {
  domain: ScopeDomain;
  value: readonly string[];
  onToggle(scope: string, on: boolean): void;
}) {
  const labelId = useId();
  return (
    <Grid
      role="group"
      aria-labelledby={labelId}
      templateColumns={{ base: '1fr 1fr', sm: '7.5rem 1fr 1fr' }}
      columnGap="4"
      rowGap="1"
      px="3"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      alignItems="start"
    >
      <Text id={labelId} fontWeight="medium" fontSize="sm" gridColumn={{ base: '1 / -1', sm: 'auto' }} pt={{ sm: '0.5' }}>
        {domain.label}
      </Text>
      {(['read', 'write'] as const).map((access) => {
        const scope = domain[access];
        if (!scope) return <Box key={access} />;
        return <ScopeBox key={access} scope={scope} domain={domain.label} checked={value.includes(scope.scope)} onToggle={onToggle} />;
      })}
    </Grid>
  );
}

function ScopeBox({
  scope,
  domain,
  checked,
  onToggle,
}: {
  scope: ApiScopeFieldsFragment;
  domain: string;
  checked: boolean;
  onToggle(scope: string, on: boolean): void;
}) {
  const descriptionId = useId();
  return (
    <Stack gap="0.5">
      <Checkbox.Root size="sm" colorPalette="brand" checked={checked} onCheckedChange={(e) => onToggle(scope.scope, e.checked === true)}>
        <Checkbox.HiddenInput aria-describedby={descriptionId} />
        <Checkbox.Control />
        <Checkbox.Label>
          {scope.access === 'read' ? 'Read' : 'Write'} <VisuallyHidden>{domain}</VisuallyHidden>
        </Checkbox.Label>
      </Checkbox.Root>
      {/* Beside the box, not in its label: the label stays "Read Portals", the sentence its description. */}
      <Text id={descriptionId} fontSize="xs" color="fg.muted" ps="6">
        {scope.description}
      </Text>
    </Stack>
  );
}
