// The report for one period: totals, the daily chart, and the ranked lists.
import { useMemo } from 'react';
import type { AdminMessages } from '../../locales/en.ts';
import { EmptyState } from '../../components/state.tsx';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { BarList } from './bar-list.tsx';
import type { BarItem } from './bar-list.tsx';
import { DailyChart } from './daily-chart.tsx';
import type { ChartSeries } from './daily-chart.tsx';
import styles from './analytics.module.css';
import type { AnalyticsReport as Report, TopItem } from '@refit/contract/admin';

function topItems(items: TopItem[], lang: 'zh' | 'en'): BarItem[] {
  return items.map((item) => ({
    key: String(item.id),
    label: (lang === 'en' && item.nameEn) || item.name,
    value: item.views,
  }));
}

function chartSeries(t: AdminMessages): ChartSeries[] {
  return [
    { key: 'visits', label: t.analytics.visits, color: '#c9a46a' },
    { key: 'visitors', label: t.analytics.visitors, color: '#8fc1f2' },
    { key: 'enquiries', label: t.analytics.enquiries, color: '#6fcf97' },
  ];
}

export function AnalyticsReport({ report }: { report: Report }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const number = (value: number) => formatNumber(value, lang);
  const a = t.analytics;
  const cards = [
    { key: 'visits', label: a.visits, value: number(report.totals.visits) },
    { key: 'visitors', label: a.visitors, value: number(report.totals.visitors) },
    { key: 'pageViews', label: a.pageViews, value: number(report.totals.pageViews) },
    { key: 'enquiries', label: a.enquiries, value: number(report.totals.enquiries) },
    { key: 'conversion', label: a.conversion, value: formatPercent(report.totals.conversion, lang) },
  ];
  // Nothing to chart: the panel holds its empty state only, without the chart's reserved height.
  const quiet = report.totals.visits === 0 && report.totals.enquiries === 0;
  // Stable between renders: the chart is drawn again only when its data or language change.
  const series = useMemo(() => chartSeries(t), [t]);
  const channelKeys = Object.keys(a.channelNames) as (keyof typeof a.channelNames)[];
  const lists: { title: string; items: BarItem[] }[] = [
    { title: a.topCars, items: topItems(report.topCars, lang) },
    { title: a.topBrands, items: topItems(report.topBrands, lang) },
    { title: a.topProducts, items: topItems(report.topProducts, lang) },
    { title: a.topNews, items: topItems(report.topNews, lang) },
    {
      title: a.devices,
      items: [
        { key: 'mobile', label: a.mobile, value: report.devices.mobile },
        { key: 'desktop', label: a.desktop, value: report.devices.desktop },
      ],
    },
    {
      title: a.languages,
      items: [
        { key: 'cn', label: a.cn, value: report.languages.cn },
        { key: 'en', label: a.en, value: report.languages.en },
      ],
    },
    {
      title: a.channels,
      items: channelKeys.map((key) => ({ key, label: a.channelNames[key], value: report.channels[key] })),
    },
  ];

  return (
    <>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.key} className={styles.card}>
            <p className={styles.cardLabel}>{card.label}</p>
            <p className={styles.cardValue} data-metric={card.key}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>
      <section className={`${styles.panel} ${quiet ? '' : styles.chart}`} aria-label={a.daily}>
        <h2 className={styles.panelTitle}>{a.daily}</h2>
        {quiet ? (
          <EmptyState message={a.empty} />
        ) : (
          <>
            <DailyChart days={report.days} series={series} label={a.chartLabel} />
            <ul className={styles.legend} aria-hidden="true">
              {series.map((item) => (
                <li key={item.key}>
                  <span className={styles.swatch} style={{ background: item.color }} />
                  {item.label}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className={styles.lists}>
        {lists.map((list) => (
          <BarList
            key={list.title}
            title={list.title}
            items={list.items}
            emptyLabel={a.emptyList}
            format={number}
          />
        ))}
      </div>
    </>
  );
}
