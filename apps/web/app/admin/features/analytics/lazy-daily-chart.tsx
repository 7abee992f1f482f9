// The chart's code (uPlot) arrives only when a chart is drawn.
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { LoadingState } from '../../components/state.tsx';
import type DailyChartType from './daily-chart.tsx';

const DailyChart = lazy(() => import('./daily-chart.tsx'));

export function LazyDailyChart(props: ComponentProps<typeof DailyChartType> & { loadingLabel: string }) {
  const { loadingLabel, ...chart } = props;
  return (
    <Suspense fallback={<LoadingState label={loadingLabel} />}>
      <DailyChart {...chart} />
    </Suspense>
  );
}
