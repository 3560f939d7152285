import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, SegmentGroup, SimpleGrid, Skeleton, Stack, Stat, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PortalAnalyticsQuery as Analytics } from '../../gql/graphql';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { PortalAnalyticsQuery } from './activity.documents';
import { count, shortDay } from './analytics-format';
import { TopPages } from './TopPages';

// recharts is only downloaded by this screen.
const ActivityChart = lazy(() => import('./ActivityChart'));

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

type Totals = Analytics['portalAnalytics']['totals'];
const STATS: Array<{ key: keyof Omit<Totals, '__typename'>; label: string; one: string; many: string }> = [
  { key: 'visits', label: 'Visits', one: 'visit', many: 'visits' },
  { key: 'signIns', label: 'Sign-ins', one: 'sign-in', many: 'sign-ins' },
  { key: 'workflowCompletions', label: 'Workflow completions', one: 'workflow completion', many: 'workflow completions' },
  { key: 'tickets', label: 'Tickets', one: 'ticket', many: 'tickets' },
  { key: 'pageViews', label: 'Page views', one: 'page view', many: 'page views' },
];

const sentence = (totals: Totals) => STATS.map((s) => `${count(totals[s.key])} ${totals[s.key] === 1 ? s.one : s.many}`).join(', ');

/** The period switch, the totals, the chart per day and the top pages of a portal. */
export function AnalyticsPanel({ portal }: { portal: Portal }) {
  const [params, setParams] = useSearchParams();
  const days = PERIODS.some((p) => p.value === params.get('days')) ? Number(params.get('days')) : 30;
  const { data, dataState, error, refetch, loading } = useQuery(PortalAnalyticsQuery, {
    variables: { portalId: portal.id, days },
    notifyOnNetworkStatusChange: true,
  });
  const analytics = dataState === 'complete' ? data.portalAnalytics : null;

  return (
    <Stack as="section" aria-labelledby="analytics-heading" gap="4">
      <Flex gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h2" size="lg" id="analytics-heading">
            Analytics
          </Heading>
          <Text fontSize="sm" color="fg.muted" minH="5">
            {analytics ? `Days in ${analytics.timeZone.replace(/_/g, ' ')}` : ' '}
          </Text>
        </Box>
        <SegmentGroup.Root
          size="sm"
          aria-label="Period"
          value={String(days)}
          onValueChange={(e) =>
            setParams(
              (p) => {
                if (e.value && e.value !== '30') p.set('days', e.value);
                else p.delete('days');
                return p;
              },
              { replace: true },
            )
          }
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={PERIODS} />
        </SegmentGroup.Root>
      </Flex>

      {error && !analytics ? (
        <LoadFailure
          title="The analytics could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : !analytics ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading analytics">
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            {STATS.map((s, i) => (
              <Skeleton key={s.key} h="20" borderRadius="lg" gridColumn={i === 4 ? { base: 'span 2', md: 'auto' } : undefined} />
            ))}
          </SimpleGrid>
          <Skeleton h="72" borderRadius="lg" />
        </Stack>
      ) : (
        // A refetch (new events arrived in the feed) keeps the numbers in place, undimmed, until the new ones come.
        <Stack gap="4" aria-busy={loading || undefined}>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            {STATS.map((s, i) => (
              <Stat.Root
                key={s.key}
                borderWidth="1px"
                borderRadius="lg"
                p="4"
                bg="bg"
                gridColumn={i === 4 ? { base: 'span 2', md: 'auto' } : undefined}
              >
                <Stat.Label>{s.label}</Stat.Label>
                <Stat.ValueText>{count(analytics.totals[s.key])}</Stat.ValueText>
                {/* A <dd>: Chakra's HelpText is a span, which a <dl> may not hold. */}
                <Stat.HelpText fontSize="xs" asChild>
                  <dd>last {days} days</dd>
                </Stat.HelpText>
              </Stat.Root>
            ))}
          </SimpleGrid>

          <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg" minW="0">
            <Text fontWeight="medium" mb="3">
              Per day
            </Text>
            <Box role="img" aria-label={`Chart of activity per day over the last ${days} days: ${sentence(analytics.totals)}.`}>
              <Suspense fallback={<Skeleton h="72" borderRadius="md" />}>
                <ActivityChart series={analytics.series} />
              </Suspense>
            </Box>
            <DaysTable series={analytics.series} />
          </Box>

          <TopPages pages={analytics.topPages} days={days} />
        </Stack>
      )}
    </Stack>
  );
}

/** The chart's numbers for a screen reader: one row per day with any activity. */
function DaysTable({ series }: { series: Analytics['portalAnalytics']['series'] }) {
  const active = series.filter((d) => d.visits || d.pageViews || d.signIns || d.workflowCompletions || d.tickets);
  return (
    <VisuallyHidden>
      <table>
        <caption>Activity per day{active.length < series.length ? ' (days without activity left out)' : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {STATS.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {active.map((d) => (
            <tr key={d.date}>
              <th scope="row">{shortDay(d.date, true)}</th>
              {STATS.map((s) => (
                <td key={s.key}>{d[s.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
