import { Field, Input, Textarea } from '@chakra-ui/react';
import { APPROVAL_INSTRUCTIONS_MAX, CONTENT_BODY_MAX, CONTENT_BUTTON_MAX } from '../../../../../server/modules/workflow/workflow.limits';
import type { StepPanelProps } from './types';

export interface ContentConfig {
  body: string;
  confirmLabel: string;
}

/** The text the customer reads, and the button that takes them on. */
export function ContentPanel({ step, onChange }: StepPanelProps<ContentConfig>) {
  const c = step.config;
  return (
    <>
      <Field.Root>
        <Field.Label>What the customer reads</Field.Label>
        <Textarea rows={8} value={c.body ?? ''} maxLength={CONTENT_BODY_MAX} onChange={(e) => onChange({ ...c, body: e.target.value })} />
        <Field.HelperText>Blank lines start a new paragraph.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Button</Field.Label>
        <Input
          value={c.confirmLabel ?? ''}
          maxLength={CONTENT_BUTTON_MAX}
          onChange={(e) => onChange({ ...c, confirmLabel: e.target.value })}
          placeholder="Continue"
        />
      </Field.Root>
    </>
  );
}

export interface ApprovalConfig {
  instructions: string;
}

/** What the approver should check; the customer waits and is emailed when it moves on. */
export function ApprovalPanel({ step, onChange }: StepPanelProps<ApprovalConfig>) {
  const c = step.config;
  return (
    <Field.Root>
      <Field.Label>Instructions for the approver</Field.Label>
      <Textarea
        rows={5}
        value={c.instructions ?? ''}
        maxLength={APPROVAL_INSTRUCTIONS_MAX}
        onChange={(e) => onChange({ ...c, instructions: e.target.value })}
      />
      <Field.HelperText>
        The customer waits here until someone of your team approves (the run goes on) or rejects it with a comment (it ends). Your team is
        emailed when a run arrives; the customer when it is decided.
      </Field.HelperText>
    </Field.Root>
  );
}
