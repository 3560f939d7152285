import { STATUS_LABEL, type Ticket } from '../api';
import { Badge } from './ui';

const TONE: Record<Ticket['status'], 'primary' | 'warning' | 'success' | 'neutral'> = {
  OPEN: 'primary',
  IN_PROGRESS: 'warning',
  RESOLVED: 'success',
  CLOSED: 'neutral',
};

export const StatusBadge = ({ status }: { status: Ticket['status'] }) => <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;
