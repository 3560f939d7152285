import { Button, Field, HStack, IconButton, Input, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { formsBefore } from '../editor/graph-model';
import type { FormConfig } from './FormPanel';
import type { StepPanelProps } from './types';

export const OPS = {
  eq: 'is',
  neq: 'is not',
  contains: 'contains',
  gt: 'is more than',
  lt: 'is less than',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
} as const;
type Op = keyof typeof OPS;

export interface Rule {
  stepId: string;
  fieldKey: string;
  op: Op;
  value?: string | number | boolean | null;
}
export interface ConditionConfig {
  match: 'ALL' | 'ANY';
  rules: Rule[];
}

/** Where a rule reads the customer's context (the JSON the builder keeps on each customer) rather than a form. */
export const CUSTOMER_CONTEXT = '$customer';

/** Rules on earlier answers or the customer's context; the run goes on by "Yes" when they hold, by "No" otherwise. */
export function ConditionPanel({ step, draft, onChange }: StepPanelProps<ConditionConfig>) {
  const c: ConditionConfig = { ...step.config, match: step.config.match ?? 'ALL', rules: step.config.rules ?? [] };
  const forms = formsBefore(draft, step.id);
  const fieldsOf = (stepId: string) =>
    ((forms.find((f) => f.id === stepId)?.config as unknown as FormConfig | undefined)?.fields ?? []).filter((f) => f.key);
  const setRule = (i: number, patch: Partial<Rule>) => onChange({ ...c, rules: c.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const addRule = () => {
    const first = forms[0];
    const field = first ? fieldsOf(first.id)[0] : undefined;
    onChange({ ...c, rules: [...c.rules, { stepId: first?.id ?? CUSTOMER_CONTEXT, fieldKey: field?.key ?? '', op: 'eq', value: '' }] });
  };

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Go on by “Yes” when</Field.Label>
        <SegmentGroup.Root size="sm" value={c.match} onValueChange={(e) => onChange({ ...c, match: e.value as 'ALL' | 'ANY' })}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'ALL', label: 'all rules hold' },
              { value: 'ANY', label: 'any rule holds' },
            ]}
          />
        </SegmentGroup.Root>
      </Field.Root>
      {c.rules.map((r, i) => {
        const fields = fieldsOf(r.stepId);
        const field = fields.find((f) => f.key === r.fieldKey);
        const needsValue = r.op !== 'is_empty' && r.op !== 'is_not_empty';
        return (
          <Stack key={i} gap="2" p="3" borderWidth="1px" borderRadius="md" role="group" aria-label={`Rule ${i + 1}`}>
            <HStack>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={`Rule ${i + 1} step`}
                  value={r.stepId}
                  onChange={(e) => setRule(i, { stepId: e.target.value, fieldKey: fieldsOf(e.target.value)[0]?.key ?? '' })}
                >
                  {forms.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove rule ${i + 1}`}
                onClick={() => onChange({ ...c, rules: c.rules.filter((_, j) => j !== i) })}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={`Rule ${i + 1} field`}
                value={r.fieldKey}
                onChange={(e) => setRule(i, { fieldKey: e.target.value })}
              >
                {fields.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <HStack>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={`Rule ${i + 1} comparison`}
                  value={r.op}
                  onChange={(e) => setRule(i, { op: e.target.value as Op })}
                >
                  {(Object.keys(OPS) as Op[]).map((op) => (
                    <option key={op} value={op}>
                      {OPS[op]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {needsValue && (
                <Input
                  size="sm"
                  aria-label={`Rule ${i + 1} value`}
                  type={field?.type === 'NUMBER' ? 'number' : 'text'}
                  value={r.value === null || r.value === undefined ? '' : String(r.value)}
                  onChange={(e) =>
                    setRule(i, { value: field?.type === 'NUMBER' && e.target.value !== '' ? Number(e.target.value) : e.target.value })
                  }
                />
              )}
            </HStack>
          </Stack>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="start" onClick={addRule}>
        <LuPlus /> Add a rule
      </Button>
      <Text fontSize="xs" color="fg.muted">
        A rule reads a form that comes before this step, or the customer’s context (set on their page in Customers). Choose where “Yes” and
        “No” go below, or draw them from the two handles under the step.
      </Text>
    </Stack>
  );
}
