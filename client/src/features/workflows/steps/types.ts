import type { ComponentType } from 'react';
import type { IconType } from 'react-icons';
import type { Draft, DraftStep } from '../editor/graph-model';

export interface StepPanelProps<C = Record<string, unknown>> {
  step: DraftStep & { config: C };
  draft: Draft;
  portalId: string;
  onChange: (config: C) => void;
}

/**
 * One kind of step as the editor shows it: its look, its ways out, a first configuration, a line
 * on the node, and the panel that configures it. The server's twin is server/modules/workflow/steps.
 */
export interface StepKind {
  type: string;
  label: string;
  description: string;
  icon: IconType;
  palette: string;
  /** Named ways out (a condition's yes/no); empty: one way out. */
  branches: string[];
  defaultConfig: () => Record<string, unknown>;
  summary: (config: Record<string, unknown>) => string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Panel: ComponentType<StepPanelProps<any>>;
}
