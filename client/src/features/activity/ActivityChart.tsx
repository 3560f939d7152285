import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortalAnalyticsQuery } from '../../gql/graphql';
import { shortDay } from './analytics-format';

type Day = PortalAnalyticsQuery['portalAnalytics']['series'][number];

/**
 * Visits, sign-ins, workflow completions and tickets per day, one line each. Loaded lazily
 * (React.lazy in AnalyticsPanel): recharts stays out of every other screen's bundle.
 */
export default function ActivityChart({ series }: { series: Day[] }) {
  const chart = useChart<Day>({
    data: series,
    series: [
      { name: 'visits', label: 'Visits', color: 'blue.solid' },
      { name: 'signIns', label: 'Sign-ins', color: 'green.solid' },
      { name: 'workflowCompletions', label: 'Workflow completions', color: 'purple.solid' },
      { name: 'tickets', label: 'Tickets', color: 'orange.solid' },
    ],
  });
  const dots = series.length <= 14;
  return (
    <Chart.Root chart={chart} aspectRatio={{ base: 'square', sm: 'wide' }} maxH="80">
      <LineChart data={chart.data} responsive margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('date')}
          tickFormatter={(value: string) => shortDay(value)}
          axisLine={false}
          tickLine={false}
          tickMargin={8}
          minTickGap={24}
          tick={{ fill: chart.color('fg.muted') }}
        />
        <YAxis allowDecimals={false} axisLine={false} tickLine={false} tickMargin={8} width={48} tick={{ fill: chart.color('fg.muted') }} />
        <Tooltip
          animationDuration={100}
          cursor={{ stroke: chart.color('border') }}
          labelFormatter={(label) => shortDay(String(label), true)}
          content={<Chart.Tooltip />}
        />
        <Legend itemSorter={null} content={<Chart.Legend interaction="hover" />} />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            strokeOpacity={chart.getSeriesOpacity(item.name, 0.25)}
            dot={dots ? { r: 2, fill: chart.color(item.color) } : false}
            activeDot={{ r: 4 }}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
