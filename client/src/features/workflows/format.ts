import type { WorkflowAccessType, WorkflowRunStatus } from '../../gql/graphql';

export const ACCESS: Record<WorkflowAccessType, { label: string; hint: string }> = {
  PUBLIC: { label: 'Anyone with the link', hint: 'Visitors give their email and get a link to come back to it.' },
  CUSTOMERS: { label: 'All signed-in customers', hint: 'Every customer of the portal sees it after signing in.' },
  ASSIGNED: { label: 'Assigned customers only', hint: 'Only the customers you assign it to see it.' },
};

export const RUN_STATUS: Record<WorkflowRunStatus, { label: string; palette: string }> = {
  IN_PROGRESS: { label: 'In progress', palette: 'blue' },
  WAITING: { label: 'Awaiting approval', palette: 'orange' },
  COMPLETED: { label: 'Completed', palette: 'green' },
  CANCELLED: { label: 'Rejected', palette: 'red' },
};

/** "Published", "Published · unpublished changes" or "Draft", with its colour. */
export function publishState(w: { published: boolean; changedSincePublish: boolean }) {
  if (!w.published) return { label: 'Draft', palette: 'gray' };
  if (w.changedSincePublish) return { label: 'Changes not published', palette: 'orange' };
  return { label: 'Published', palette: 'green' };
}
