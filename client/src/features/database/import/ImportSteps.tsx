import { chakra, Steps } from '@chakra-ui/react';
import type { Stage } from './use-csv-import';

const STEPS = ['Choose a file', 'Match columns', 'Import'];
const INDEX: Record<Stage, number> = { file: 0, map: 1, upload: 2, report: 3 };

/**
 * Where the builder is in the import: choose a file, match columns, import. An ordered list, not
 * Steps.List: that one is a tablist owning step triggers, which these steps (not clickable) lack.
 * Its layout is the steps recipe's horizontal list.
 */
export function ImportSteps({ stage }: { stage: Stage }) {
  const stepIndex = INDEX[stage];
  return (
    <Steps.Root step={stepIndex} count={STEPS.length} size="sm" colorPalette="brand">
      <chakra.ol
        aria-label="Import steps"
        display="flex"
        flexDirection="row"
        alignItems="center"
        justifyContent="space-between"
        listStyle="none"
        m="0"
        p="0"
        css={{ '--steps-gutter': 'spacing.3', '--steps-thickness': '2px' }}
      >
        {STEPS.map((title, i) => (
          <Steps.Item key={title} index={i} role="listitem" aria-current={i === stepIndex ? 'step' : undefined}>
            <Steps.Indicator />
            <Steps.Title>{title}</Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </chakra.ol>
    </Steps.Root>
  );
}
