import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { describeError } from '../../features/portals/describe-error';
import { LoadFailure } from '../../features/portals/LoadFailure';
import { PortalGate } from '../../features/portals/PortalGate';
import type { Portal } from '../../features/portals/use-portal';
import { RunList } from '../../features/workflows/RunList';
import { WorkflowQuery } from '../../features/workflows/workflows.documents';

export default function WorkflowRunsPage() {
  const [title, setTitle] = useState('Runs');
  return <PortalGate title={title}>{(portal) => <Loaded portal={portal} onTitle={setTitle} />}</PortalGate>;
}

function Loaded({ portal, onTitle }: { portal: Portal; onTitle: (t: string) => void }) {
  const { workflowSlug = '' } = useParams();
  const { data, error, refetch, loading } = useQuery(WorkflowQuery, { variables: { portalId: portal.id, slug: workflowSlug } });
  const name = data?.workflow?.name;
  useEffect(() => {
    if (name) onTitle(`${name}: runs`);
  }, [name, onTitle]);
  if (error && !data)
    return (
      <Stack px={{ base: 6, md: 10 }} py="6">
        <LoadFailure
          title="The workflow could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      </Stack>
    );
  if (!data?.workflow)
    return (
      <Stack px={{ base: 6, md: 10 }} py="6" aria-busy="true" aria-label="Loading the runs">
        <Skeleton h="10" />
        <Skeleton h="64" />
      </Stack>
    );
  return <RunList workflow={data.workflow} portal={portal} />;
}
