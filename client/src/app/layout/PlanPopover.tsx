import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, List, Popover, Portal, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { graphql } from '../../gql';

const WorkspacePlanQuery = graphql(`
  query WorkspacePlan {
    workspacePlan {
      name
      recordsUsed
      recordsLimit
      storageUsedBytes
      storageLimitBytes
    }
  }
`);

const INCLUDED = [
  'Unlimited portals, pages and workflows',
  'Unlimited teammates and customers',
  'Magic-link sign-in, tickets and your own sub-domain',
  'The GraphQL and REST APIs',
];

const bytes = (n: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  const i = n > 0 ? Math.min(units.length - 1, Math.floor(Math.log(n) / Math.log(1024))) : 0;
  const value = n / 1024 ** i;
  return `${value.toLocaleString('en', { maximumFractionDigits: value < 10 && i > 0 ? 1 : 0 })} ${units[i]}`;
};

/** The fixed "Free Plan" label of the header; it opens what the plan includes and the workspace's use of it. */
export function PlanPopover() {
  const [open, setOpen] = useState(false);
  const { data, error } = useQuery(WorkspacePlanQuery, { skip: !open, fetchPolicy: 'cache-and-network' });
  const plan = data?.workspacePlan;
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="plain" p="0" h="auto" minW="auto">
          <Badge colorPalette="brand" variant="subtle" size="md" borderRadius="full" px="2.5" cursor="pointer">
            Free Plan
          </Badge>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="20rem">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                <Box>
                  <Popover.Title fontWeight="semibold">Free Plan</Popover.Title>
                  <Text fontSize="sm" color="fg.muted">
                    Everything Portico does, for your whole workspace. There is nothing to pay.
                  </Text>
                </Box>
                <List.Root gap="1.5" variant="plain" fontSize="sm">
                  {INCLUDED.map((item) => (
                    <List.Item key={item}>
                      <List.Indicator asChild color="green.fg">
                        <LuCheck aria-hidden="true" />
                      </List.Indicator>
                      {item}
                    </List.Item>
                  ))}
                </List.Root>
                {error && !plan ? (
                  <Text fontSize="sm" color="fg.error">
                    The workspace’s use could not be loaded: {error.message}
                  </Text>
                ) : !plan ? (
                  <Stack gap="2" aria-busy="true" aria-label="Loading the plan">
                    <Skeleton h="8" />
                    <Skeleton h="8" />
                  </Stack>
                ) : (
                  <Stack gap="3">
                    <Usage label="Records" used={plan.recordsUsed} limit={plan.recordsLimit} show={(n) => n.toLocaleString('en')} />
                    <Usage label="Files" used={plan.storageUsedBytes} limit={plan.storageLimitBytes} show={bytes} />
                  </Stack>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function Usage({ label, used, limit, show }: { label: string; used: number; limit: number; show: (n: number) => string }) {
  return (
    <Progress.Root value={Math.min(100, (used / limit) * 100)} size="sm" colorPalette="brand">
      <Progress.Label fontSize="sm" mb="1" display="flex" justifyContent="space-between" w="full">
        <span>{label}</span>
        <Text as="span" color="fg.muted" fontWeight="normal">
          {show(used)} of {show(limit)}
        </Text>
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
