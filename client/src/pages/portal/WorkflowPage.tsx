import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { describeError } from '../../features/portals/describe-error';
import { LoadFailure } from '../../features/portals/LoadFailure';
import { PortalGate } from '../../features/portals/PortalGate';
import type { Portal } from '../../features/portals/use-portal';
import { WorkflowEditor } from '../../features/workflows/editor/WorkflowEditor';
import { WorkflowQuery } from '../../features/workflows/workflows.documents';

export default function WorkflowPage() {
  const [title, setTitle] = useState('Workflow');
  return <PortalGate title={title}>{(portal) => <Loaded portal={portal} onTitle={setTitle} />}</PortalGate>;
}

function Loaded({ portal, onTitle }: { portal: Portal; onTitle: (t: string) => void }) {
  const { workflowSlug = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  // Always from the server: another tab may have saved since this one last looked.
  const { data, error, refetch, loading } = useQuery(WorkflowQuery, {
    variables: { portalId: portal.id, slug: workflowSlug },
    fetchPolicy: 'network-only',
  });
  const name = data?.workflow?.name;
  useEffect(() => {
    if (name) onTitle(name);
  }, [name, onTitle]);
  if (error && !data)
    return (
      <Stack px={{ base: 6, md: 10 }} py="6">
        <LoadFailure
          title={describeError(error).code === 'NOT_FOUND' ? 'This workflow does not exist' : 'The workflow could not be loaded'}
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      </Stack>
    );
  if (!data?.workflow)
    return (
      <Stack px={{ base: 6, md: 10 }} py="6" aria-busy="true" aria-label="Loading the workflow">
        <Skeleton h="12" />
        <Skeleton h="96" />
      </Stack>
    );
  return (
    <Stack pt="4">
      <WorkflowEditor
        key={`${data.workflow.id}:${reloads}`}
        workflow={data.workflow}
        portal={portal}
        onReload={() => void refetch().then(() => setReloads((n) => n + 1))}
      />
    </Stack>
  );
}
