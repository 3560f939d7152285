import { createContext, useContext } from 'react';
import type { PortalPageSummaryFieldsFragment } from '../../gql/graphql';
import type { Portal } from '../portals/use-portal';
import type { BlockErrors } from './puck-model';

export interface PreviewCollection {
  id: string;
  name: string;
  fields: Array<{ key: string; label: string; type: string }>;
}
export interface PreviewWorkflow {
  id: string;
  name: string;
  published: boolean;
}
/** What the preview's data blocks draw their samples from. */
export interface BlockPreview {
  collections: PreviewCollection[];
  workflows: Array<{ id: string; name: string }>;
}

export interface LayoutEditorValue {
  portal: Portal;
  /** Collections shared with customers: the only ones a Collection table may show. */
  collections: PreviewCollection[];
  workflows: PreviewWorkflow[];
  pages: PortalPageSummaryFieldsFragment[];
  preview: BlockPreview;
  /** The last save's refusals, by block id and prop. */
  blockErrors: BlockErrors;
  /** What the saved draft still lacks before Publish (an image, alt text…), by block id and prop. */
  publishProblems: BlockErrors;
}

/**
 * What the Puck fields and the preview need beyond a block's own props. React context reaches both:
 * Puck renders the fields in this tree and the preview through a portal into its iframe.
 */
export const LayoutEditorContext = createContext<LayoutEditorValue | null>(null);

export function useLayoutEditor(): LayoutEditorValue {
  const value = useContext(LayoutEditorContext);
  if (!value) throw new Error('useLayoutEditor outside LayoutEditorContext');
  return value;
}
