// The per-day chart with uPlot, bundled (never from a CDN) into the analytics page's own chunk, so
// it loads with that page only. Imported statically on purpose: a dynamic import() would move
// Vite's preload helper out of the public booking form's chunk and change the public pages' files.
// Canvas needs concrete colours: they repeat the admin palette.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsDay } from '@refit/contract/admin';

export interface ChartSeries {
  key: 'visits' | 'visitors' | 'pageViews' | 'enquiries';
  label: string;
  color: string;
}

const HEIGHT = 280;
const AXIS = {
  stroke: '#b3a69c',
  grid: { stroke: 'rgba(255,255,255,0.06)' },
  ticks: { stroke: 'rgba(255,255,255,0.1)' },
};

function seconds(date: string): number {
  return Date.parse(`${date}T00:00:00`) / 1000;
}

export function DailyChart(props: { days: AnalyticsDay[]; series: ChartSeries[]; label: string }) {
  const { days, series, label } = props;
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const data: uPlot.AlignedData = [
      days.map((day) => seconds(day.date)),
      ...series.map((item) => days.map((day) => day[item.key])),
    ];
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [{ ...AXIS }, { ...AXIS, size: 48 }],
        series: [
          {},
          ...series.map((item) => ({
            label: item.label,
            stroke: item.color,
            width: 2,
            fill: `${item.color}1f`,
            points: { show: days.length <= 31, size: 5 },
          })),
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return <div ref={host} role="img" aria-label={label} style={{ minHeight: HEIGHT }} />;
}
