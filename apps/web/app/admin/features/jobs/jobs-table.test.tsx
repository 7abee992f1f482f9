import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JobsTable } from './jobs-table.tsx';
import type { JobStatus } from '@refit/contract/admin';

const never: JobStatus = {
  name: 'analytics-rollup',
  everyMs: 600_000,
  running: false,
  lastStartedAt: null,
  lastEndedAt: null,
  lastOutcome: null,
  lastError: null,
  nextRunAt: null,
  failures: 0,
};
const failing: JobStatus = {
  name: 'enquiry-notices',
  everyMs: 15_000,
  running: false,
  lastStartedAt: '2026-11-24T02:00:00.000Z',
  lastEndedAt: '2026-11-24T02:00:01.000Z',
  lastOutcome: 'error',
  lastError: 'connect ECONNREFUSED',
  nextRunAt: '2026-11-24T02:01:01.000Z',
  failures: 3,
};

afterEach(cleanup);

function renderTable(lang: 'zh' | 'en', records: JobStatus[]) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => <JobsTable records={records} />,
    },
  ]);
  return render(<Stub />);
}

describe('JobsTable', () => {
  it('names each job with its interval, and tells a failed last run and its error', async () => {
    renderTable('zh', [failing, never]);
    const table = await screen.findByRole('table', { name: '后台任务' });
    const [, failed, notRun] = within(table).getAllByRole('row');
    expect(failed!.textContent).toContain('咨询通知');
    expect(failed!.textContent).toContain('每 15 秒');
    expect(within(failed!).getByText('失败')).toBeTruthy();
    expect(within(failed!).getByText('connect ECONNREFUSED')).toBeTruthy();
    expect(within(failed!).getAllByRole('cell').at(-1)!.textContent).toBe('3');
    expect(notRun!.textContent).toContain('访问统计汇总');
    expect(notRun!.textContent).toContain('每 10 分钟');
    expect(within(notRun!).getByText('尚未运行')).toBeTruthy();
    expect(within(notRun!).getByText('即将运行')).toBeTruthy();
  });

  it('speaks English too, and shows a run under way', async () => {
    renderTable('en', [{ ...failing, running: true, lastOutcome: 'ok', lastError: null, failures: 0 }]);
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const [header, row] = within(table).getAllByRole('row');
    expect(header!.textContent).toContain('Failures in a row');
    expect(row!.textContent).toContain('Enquiry notices');
    expect(row!.textContent).toContain('every 15 s');
    expect(within(row!).getByText('Running')).toBeTruthy();
  });
});
