import { STATUS_LABEL, type Ticket } from '../api';
import { Badge } from './ui';

const TONE: Record<Ticket['status'], 'primary' | 'warning' | 'success' | 'neutral'> = {
  OPEN: 'primary',
  IN_PROGRESS: 'warning',
  RESOLVED: 'success',
  CLOSED: 'neutral',
};

export const StatusBadge = ({ status }: { status: Ticket['status'] }) => <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;

type LatestRun = { id: string; status: 'IN_PROGRESS' | 'WAITING' | 'COMPLETED' | 'CANCELLED' } | null | undefined;

/**
 * Where a workflow's link leads the customer: their run under way (Continue), the one they finished
 * (its answers: a finished onboarding never restarts from a link), or the start.
 */
export function workflowLink(w: { slug: string; run?: LatestRun }): { to: string; action: string } {
  if (!w.run) return { to: `/workflows/${w.slug}`, action: 'Start' };
  if (w.run.status === 'IN_PROGRESS' || w.run.status === 'WAITING') return { to: `/runs/${w.run.id}`, action: 'Continue' };
  return { to: `/runs/${w.run.id}`, action: 'See your answers' };
}
