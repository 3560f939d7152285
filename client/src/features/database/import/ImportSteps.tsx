import { Steps } from '@chakra-ui/react';
import type { Stage } from './use-csv-import';

const STEPS = ['Choose a file', 'Match columns', 'Import'];
const INDEX: Record<Stage, number> = { file: 0, map: 1, upload: 2, report: 3 };

/** Where the builder is in the import: choose a file, match columns, import. */
export function ImportSteps({ stage }: { stage: Stage }) {
  const stepIndex = INDEX[stage];
  return (
    <Steps.Root step={stepIndex} count={STEPS.length} size="sm" colorPalette="brand">
      <Steps.List>
        {STEPS.map((title, i) => (
          <Steps.Item key={title} index={i} aria-current={i === stepIndex ? 'step' : undefined}>
            <Steps.Indicator />
            <Steps.Title>{title}</Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Steps.List>
    </Steps.Root>
  );
}
