import { Box, Code, Table, Text } from '@chakra-ui/react';
import type { PortalAnalyticsQuery } from '../../gql/graphql';
import { hasOpaqueId } from '../../../../server/modules/event/event.rules';
import { count } from './analytics-format';

type TopPage = PortalAnalyticsQuery['portalAnalytics']['topPages'][number];

/** The ten most viewed paths of the period: title (or path), views and a bar proportional to the first. */
export function TopPages({ pages, days }: { pages: TopPage[]; days: number }) {
  const max = Math.max(1, ...pages.map((p) => p.views));
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg" minW="0">
      <Text as="h3" fontWeight="medium" px={{ base: '3', md: '4' }} pt="3" pb="2" id="top-pages-heading">
        Top pages
      </Text>
      {pages.length === 0 ? (
        <Text px={{ base: '3', md: '4' }} pb="4" fontSize="sm" color="fg.muted">
          No page views in the last {days} days. Pages appear here once people open your published portal.
        </Text>
      ) : (
        <Table.Root size="sm" aria-labelledby="top-pages-heading" tableLayout="fixed">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader ps={{ base: '3', md: '4' }}>Page</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" w={{ base: '28', md: '48' }} pe={{ base: '3', md: '4' }}>
                Views
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pages.map((page) => (
              <Table.Row key={page.path}>
                <Table.Cell ps={{ base: '3', md: '4' }}>
                  <Text truncate title={page.title ?? page.path}>
                    {page.title ?? <Code size="sm">{page.path}</Code>}
                  </Text>
                  {/* The address under the title, unless it is an id no one reads. */}
                  {page.title && !hasOpaqueId(page.path) ? (
                    <Text truncate fontSize="xs" color="fg.muted">
                      {page.path}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell pe={{ base: '3', md: '4' }}>
                  <Box display="flex" alignItems="center" gap="2" justifyContent="flex-end">
                    <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
                      <Box h="full" w={`${(page.views / max) * 100}%`} bg="blue.solid" borderRadius="full" />
                    </Box>
                    <Text as="span" fontVariantNumeric="tabular-nums" minW="8" textAlign="end">
                      {count(page.views)}
                    </Text>
                  </Box>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
