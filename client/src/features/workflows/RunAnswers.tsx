import { Box, DataList, Stack, Text } from '@chakra-ui/react';
import { fullDate } from '../customers/format';
import { isRunFiles, RunFiles } from './RunFiles';

type Step = { id: string; name: string; type: string; answer: Record<string, unknown>; at: string };

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
};

/** What a run answered, step by step: a form's values, an approval's decision, a confirmation. */
export function RunAnswers({ steps, labels }: { steps: Step[]; labels?: (stepId: string, key: string) => string | undefined }) {
  if (steps.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No step done yet.
      </Text>
    );
  return (
    <Stack gap="4">
      {steps.map((s) => (
        <Box key={s.id}>
          <Text fontWeight="semibold" fontSize="sm">
            {s.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              · {fullDate(s.at)}
            </Text>
          </Text>
          {s.type === 'FORM' ? (
            <DataList.Root orientation="horizontal" size="sm" mt="1">
              {Object.entries(s.answer).map(([key, value]) => (
                <DataList.Item key={key}>
                  <DataList.ItemLabel>{labels?.(s.id, key) ?? key}</DataList.ItemLabel>
                  <DataList.ItemValue>{isRunFiles(value) ? <RunFiles files={value} /> : show(value)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : s.type === 'APPROVAL' ? (
            <Text fontSize="sm">
              {s.answer.decision === 'APPROVED' ? 'Approved' : 'Rejected'} by {show(s.answer.decidedBy)}
              {s.answer.comment ? ` — “${show(s.answer.comment)}”` : ''}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Done
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
