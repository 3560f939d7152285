import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, IconButton, Input, NativeSelect, SegmentGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { SetCustomerContextMutation } from './customers.documents';

type Kind = 'text' | 'number' | 'boolean' | 'json';
interface Row {
  key: string;
  kind: Kind;
  value: string;
}
const LIMIT = 16 * 1024;

const kindOf = (v: unknown): Kind =>
  typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : typeof v === 'string' ? 'text' : 'json';
const toRows = (context: Record<string, unknown>): Row[] =>
  Object.entries(context).map(([key, v]) => ({ key, kind: kindOf(v), value: typeof v === 'string' ? v : JSON.stringify(v) }));

/** The rows as a JSON object, or the first problem in words. */
function fromRows(rows: Row[]): { value: Record<string, unknown> } | { error: string } {
  const out: Record<string, unknown> = {};
  for (const [i, r] of rows.entries()) {
    const key = r.key.trim();
    if (!key) return { error: `Row ${i + 1} needs a key.` };
    if (key in out) return { error: `The key “${key}” is there twice.` };
    if (r.kind === 'text') out[key] = r.value;
    else if (r.kind === 'number') {
      const n = Number(r.value);
      if (r.value.trim() === '' || !Number.isFinite(n)) return { error: `“${key}” is not a number.` };
      out[key] = n;
    } else if (r.kind === 'boolean') out[key] = r.value === 'true';
    else
      try {
        out[key] = JSON.parse(r.value);
      } catch {
        return { error: `“${key}” is not valid JSON.` };
      }
  }
  return { value: out };
}

/** What the builder keeps about a customer, as key/value rows or as raw JSON; the server has the last word. */
export function ContextEditor({ customerId, context }: { customerId: string; context: Record<string, unknown> }) {
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [rows, setRows] = useState<Row[]>(() => toRows(context));
  const [raw, setRaw] = useState(() => JSON.stringify(context, null, 2));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetCustomerContextMutation);

  const current = (): { value: Record<string, unknown> } | { error: string } => {
    if (mode === 'form') return fromRows(rows);
    try {
      const value = JSON.parse(raw) as unknown;
      if (!value || typeof value !== 'object' || Array.isArray(value))
        return { error: 'The context is a JSON object, like {"plan": "gold"}.' };
      return { value: value as Record<string, unknown> };
    } catch (e) {
      return { error: `That is not valid JSON: ${(e as Error).message}` };
    }
  };
  const parsed = current();
  const size = 'value' in parsed ? new TextEncoder().encode(JSON.stringify(parsed.value)).length : null;

  const switchTo = (next: 'form' | 'json') => {
    if (next === mode) return;
    const now = current();
    if ('error' in now) return setError(now.error);
    setError(null);
    if (next === 'json') setRaw(JSON.stringify(now.value, null, 2));
    else setRows(toRows(now.value));
    setMode(next);
  };

  const submit = async () => {
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    try {
      await save({ variables: { input: { id: customerId, context: parsed.value } } });
      toaster.create({ type: 'success', title: 'Context saved' });
    } catch (e) {
      const err = readServerError(e);
      setError(err.details?.context ?? err.message);
    }
  };
  const update = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Facts you keep about this customer (plan, account manager…). A workflow’s conditions can branch on them.
        </Text>
        <SegmentGroup.Root
          size="sm"
          value={mode}
          onValueChange={(e) => e.value && switchTo(e.value as 'form' | 'json')}
          aria-label="Editor"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'form', label: 'Fields' },
              { value: 'json', label: 'Raw JSON' },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      {mode === 'form' ? (
        <Stack gap="2">
          {rows.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              Nothing yet.
            </Text>
          ) : null}
          {rows.map((r, i) => (
            <HStack key={i} gap="2" align="start">
              <Input
                size="sm"
                maxW="44"
                placeholder="key"
                aria-label={`Key ${i + 1}`}
                value={r.key}
                onChange={(e) => update(i, { key: e.target.value })}
              />
              <NativeSelect.Root size="sm" w="28" flexShrink={0}>
                <NativeSelect.Field
                  aria-label={`Type of ${r.key || `row ${i + 1}`}`}
                  value={r.kind}
                  onChange={(e) => update(i, { kind: e.target.value as Kind })}
                >
                  <option value="text">Text</option>
                  <option value="number">Number</option>
                  <option value="boolean">Yes/no</option>
                  <option value="json">JSON</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {r.kind === 'boolean' ? (
                <NativeSelect.Root size="sm" flex="1" minW="20">
                  <NativeSelect.Field
                    aria-label={`Value of ${r.key || `row ${i + 1}`}`}
                    value={r.value === 'true' ? 'true' : 'false'}
                    onChange={(e) => update(i, { value: e.target.value })}
                  >
                    <option value="true">Yes</option>
                    <option value="false">No</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  size="sm"
                  flex="1"
                  aria-label={`Value of ${r.key || `row ${i + 1}`}`}
                  value={r.value}
                  onChange={(e) => update(i, { value: e.target.value })}
                />
              )}
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove ${r.key || `row ${i + 1}`}`}
                onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
          <Button
            size="sm"
            variant="ghost"
            alignSelf="start"
            onClick={() => setRows((rs) => [...rs, { key: '', kind: 'text', value: '' }])}
          >
            <LuPlus /> Add a field
          </Button>
        </Stack>
      ) : (
        <Field.Root invalid={Boolean(error)}>
          <Textarea
            aria-label="Context as JSON"
            fontFamily="mono"
            fontSize="sm"
            rows={8}
            value={raw}
            onChange={(e) => setRaw(e.target.value)}
          />
        </Field.Root>
      )}
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <HStack justify="space-between">
        <Text fontSize="xs" color={size !== null && size > LIMIT ? 'fg.error' : 'fg.muted'}>
          {size !== null ? `${(size / 1024).toFixed(1)} KB of 16 KB` : ' '}
        </Text>
        <Button size="sm" colorPalette="brand" loading={loading} onClick={() => void submit()}>
          Save context
        </Button>
      </HStack>
    </Stack>
  );
}
