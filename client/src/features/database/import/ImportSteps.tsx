import { chakra, Steps, useStepsStyles } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Stage } from './use-csv-import';

const STEPS = ['Choose a file', 'Match columns', 'Import'];
const INDEX: Record<Stage, number> = { file: 0, map: 1, upload: 2, report: 3 };

/** Where the builder is in the import: choose a file, match columns, import. */
export function ImportSteps({ stage }: { stage: Stage }) {
  const stepIndex = INDEX[stage];
  return (
    <Steps.Root step={stepIndex} count={STEPS.length} size="sm" colorPalette="brand">
      <StepList>
        {STEPS.map((title, i) => (
          <Steps.Item key={title} index={i} role="listitem" aria-current={i === stepIndex ? 'step' : undefined}>
            <Steps.Indicator />
            <Steps.Title>{title}</Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </StepList>
    </Steps.Root>
  );
}

/**
 * An ordered list styled as Steps.List: that one is a tablist owning step triggers, which these
 * steps (not clickable) do not have, so assistive technology would announce tabs that are not there.
 */
function StepList({ children }: { children: ReactNode }) {
  const styles = useStepsStyles();
  return (
    <chakra.ol aria-label="Import steps" listStyle="none" m="0" p="0" css={styles.list}>
      {children}
    </chakra.ol>
  );
}
