import { Box, DataList, Stack, Text } from '@chakra-ui/react';
import { answerText } from '../../portal-render/answer-value';
import { fullDate } from '../customers/format';
import { formatAmount } from '../services/money';
import { isRunFiles, RunFiles } from './RunFiles';

type Step = {
  id: string;
  name: string;
  type: string;
  answer: Record<string, unknown>;
  questions: Array<{ key: string; label: string; type: string; value?: unknown }>;
  at: string;
};

const show = (v: unknown): string => (v === null || v === undefined || v === '' ? '—' : String(v));

/**
 * What a run answered, step by step: a form's questions in the form's order with their answers (dates
 * in the reader's language and zone), an approval's decision and comment, a booking's service and
 * time, a payment's amount, method and reference, a confirmation.
 */
export function RunAnswers({ steps }: { steps: Step[] }) {
  if (steps.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No step done yet.
      </Text>
    );
  return (
    <Stack gap="4">
      {steps.map((s) => (
        <Box key={`${s.id}-${s.at}`}>
          <Text fontWeight="semibold" fontSize="sm">
            {s.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              · {fullDate(s.at)}
            </Text>
          </Text>
          {s.type === 'FORM' ? (
            <DataList.Root orientation="horizontal" size="sm" mt="1">
              {s.questions.map((q) => (
                <DataList.Item key={q.key}>
                  <DataList.ItemLabel>{q.label}</DataList.ItemLabel>
                  <DataList.ItemValue whiteSpace="pre-wrap">
                    {isRunFiles(q.value) ? <RunFiles files={q.value} /> : answerText(q.type, q.value)}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : s.type === 'APPROVAL' ? (
            <Text fontSize="sm">
              {s.answer.decision === 'APPROVED' ? 'Approved' : 'Rejected'} by {show(s.answer.decidedBy)}
              {s.answer.comment ? ` — “${show(s.answer.comment)}”` : ''}
            </Text>
          ) : s.type === 'BOOKING' && typeof s.answer.start === 'string' ? (
            <Text fontSize="sm">
              Booked {show(s.answer.service)} for {fullDate(s.answer.start)}
              {s.answer.status === 'REQUESTED' ? ' — waiting for the host to accept it' : ''}
            </Text>
          ) : s.type === 'PAYMENT' && typeof s.answer.amount === 'number' && typeof s.answer.currency === 'string' ? (
            <Text fontSize="sm">
              Paid {formatAmount(s.answer.amount, s.answer.currency)} {s.answer.method === 'UPI' ? 'by UPI' : 'by card'}
              {s.answer.reference ? `, reference ${show(s.answer.reference)}` : ''}
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
