import type { BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/** Drawn when the charts' code cannot be fetched: the tables of numbers stay. */
const NoChart: ComponentType<BarChartProps> = () => null;

/**
 * recharts is most of the panel's code (decision 0020): the counts and the tables of numbers
 * show without waiting for it, and each chart takes its placeholder's place when it arrives.
 */
const BarChart = lazy(() =>
  import('./barChart').then(
    (module): { default: ComponentType<BarChartProps> } => ({ default: module.BarChart }),
    () => ({ default: NoChart }),
  ),
);

/** A @mantine/charts BarChart, loaded on first use; a grey box of its height until then. */
export function PanelBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
