import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  HStack,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSearch, LuUpload, LuUserPlus, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CustomerStatus } from '../../gql/graphql';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { CustomersQuery } from './customers.documents';
import { ago, fullDate, STATUS } from './format';
import { ImportCustomersDialog } from './ImportCustomersDialog';
import { InviteCustomerDialog } from './InviteCustomerDialog';

const PAGE = 50;
const STATUSES: CustomerStatus[] = ['INVITED' as CustomerStatus, 'ACTIVE' as CustomerStatus, 'BLOCKED' as CustomerStatus];

/** The portal's customers: search and status in the address, pages of 50, invite and import. */
export function CustomerList({ portal }: { portal: Portal }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text.trim(), 250);
  const status = (params.get('status') as CustomerStatus | null) ?? undefined;
  const [dialog, setDialog] = useState<'invite' | 'import' | null>(null);

  useEffect(() => {
    setParams(
      (p) => {
        if (search) p.set('q', search);
        else p.delete('q');
        return p;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const { data, dataState, error, refetch, fetchMore, loading } = useQuery(CustomersQuery, {
    variables: { portalId: portal.id, status, search: search || undefined, first: PAGE },
    notifyOnNetworkStatusChange: true,
  });
  const filtered = Boolean(search || status);

  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <HStack gap="3" flexWrap="wrap">
          <InputGroup startElement={<LuSearch />} w={{ base: 'full', sm: '72' }}>
            <Input
              placeholder="Search name or email"
              aria-label="Search customers"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </InputGroup>
          <NativeSelect.Root w="44">
            <NativeSelect.Field
              aria-label="Status"
              value={status ?? ''}
              onChange={(e) =>
                setParams((p) => {
                  if (e.target.value) p.set('status', e.target.value);
                  else p.delete('status');
                  return p;
                })
              }
            >
              <option value="">All statuses</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS[s].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="2">
          <Button variant="outline" onClick={() => setDialog('import')}>
            <LuUpload /> Import CSV
          </Button>
          <Button colorPalette="brand" onClick={() => setDialog('invite')}>
            <LuUserPlus /> Invite customer
          </Button>
        </HStack>
      </HStack>

      {error && dataState !== 'complete' ? (
        <LoadFailure
          title="The customers could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : dataState !== 'complete' ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading customers">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : data.customers.edges.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="14">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuUsers />
            </EmptyState.Indicator>
            <VStack textAlign="center" maxW="md" gap="2">
              <EmptyState.Title>{filtered ? 'No customers match' : 'No customers yet'}</EmptyState.Title>
              <EmptyState.Description>
                {filtered
                  ? 'Try another search or status.'
                  : 'Customers sign in to your portal with a link we email them — no password. Invite the first one, or import a list from a CSV.'}
              </EmptyState.Description>
            </VStack>
            {filtered ? (
              <Button variant="outline" onClick={() => (setText(''), setParams({}))}>
                Clear filters
              </Button>
            ) : (
              <Button colorPalette="brand" onClick={() => setDialog('invite')}>
                <LuUserPlus /> Invite your first customer
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="bg">
            <Table.Root size="md" aria-label="Customers" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Customer</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Tickets</Table.ColumnHeader>
                  <Table.ColumnHeader>Added</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.customers.edges.map(({ node: c }) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium" color="fg">
                        <RouterLink to={`/${portal.slug}/customer/${c.id}`}>{c.name || c.email}</RouterLink>
                      </Link>
                      {c.name ? (
                        <Text fontSize="sm" color="fg.muted">
                          {c.email}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS[c.status].palette}>{STATUS[c.status].label}</Badge>
                    </Table.Cell>
                    <Table.Cell title={c.lastLoginAt ? fullDate(c.lastLoginAt) : undefined}>
                      {c.lastLoginAt ? ago(c.lastLoginAt) : 'Never'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{c.ticketCount}</Table.Cell>
                    <Table.Cell title={fullDate(c.createdAt)}>{ago(c.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {data.customers.pageInfo.hasNextPage && (
            <Button
              alignSelf="center"
              variant="outline"
              loading={loading}
              onClick={() => void fetchMore({ variables: { after: data.customers.pageInfo.endCursor } })}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
      {dialog === 'invite' && <InviteCustomerDialog portalId={portal.id} onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportCustomersDialog portalId={portal.id} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
