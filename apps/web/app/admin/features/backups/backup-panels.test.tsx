import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArchiveList } from './archive-list.tsx';
import { BackupRequestBand } from './backup-request-band.tsx';
import { LastBackupPanel } from './last-backup-panel.tsx';
import { SchedulePanel } from './schedule-panel.tsx';
import type { BackupArchives, BackupRun, BackupState } from '@refit/contract/admin';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderIn(lang: 'zh' | 'en', element: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => element,
    },
  ]);
  return render(<Stub />);
}

const made: BackupRun = {
  startedAt: '2026-11-28T19:30:00.000Z',
  endedAt: '2026-11-28T19:31:05.000Z',
  ok: true,
  trigger: 'schedule',
  file: 'refit-backup-20261128-193000Z-scheduled.tar.gz',
  bytes: 48_500_000,
  error: null,
  askedBy: null,
};

describe('BackupRequestBand', () => {
  it('counts the time a backup under way has taken, second by second', async () => {
    // Only the clock is faked: the route stub's loader settles as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-29T06:31:05.000Z'));
    const state: BackupState = {
      last: null,
      schedule: null,
      request: {
        askedAt: '2026-11-29T06:29:58.000Z',
        askedBy: '王芳',
        startedAt: '2026-11-29T06:30:00.000Z',
        running: true,
      },
    };
    renderIn('zh', <BackupRequestBand state={state} />);
    const band = await screen.findByRole('region', { name: '正在制作备份' });
    expect(band.textContent).toContain('王芳 于');
    expect(within(band).getByText('已用时 1 分 5 秒')).toBeTruthy();
    // The clock's interval starts in an effect after the band is shown: React runs it first, or the
    // ten seconds would pass before there is an interval to count them (seen on a loaded machine).
    await act(async () => {});
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(band).getByText('已用时 1 分 15 秒')).toBeTruthy();
  });

  it('says it waits for the server while no process makes it, without a count', async () => {
    const state: BackupState = {
      last: null,
      schedule: null,
      request: { askedAt: '2026-11-29T06:29:58.000Z', askedBy: null, startedAt: null, running: false },
    };
    renderIn('en', <BackupRequestBand state={state} />);
    const band = await screen.findByRole('region', { name: 'Waiting for the server to start the backup' });
    expect(band.textContent).toContain('Asked for by an owner at');
    expect(band.textContent).not.toContain('so far');
  });

  it('is not there when no backup is asked for', async () => {
    renderIn(
      'en',
      <>
        <p>page</p>
        <BackupRequestBand state={{ last: null, request: null, schedule: null }} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('LastBackupPanel', () => {
  it('tells a backup made: when, by whom, its archive, size and time taken', async () => {
    renderIn('en', <LastBackupPanel last={made} />);
    const panel = await screen.findByRole('region', { name: 'Last backup' });
    expect(within(panel).getByText('Succeeded')).toBeTruthy();
    expect(within(panel).getByText('Made by the schedule')).toBeTruthy();
    expect(within(panel).getByText(made.file!)).toBeTruthy();
    expect(within(panel).getByText('46.3 MB')).toBeTruthy();
    expect(within(panel).getByText('1 min 5 s')).toBeTruthy();
  });

  it('tells a failure in words, with what to do, and who asked for it', async () => {
    const failed = {
      ...made,
      ok: false,
      trigger: 'owner' as const,
      file: null,
      bytes: null,
      error: 'ENOSPC: no space left on device',
      askedBy: '王芳',
    };
    renderIn('zh', <LastBackupPanel last={failed} />);
    const panel = await screen.findByRole('region', { name: '上一次备份' });
    expect(within(panel).getByText('失败')).toBeTruthy();
    expect(within(panel).getByText('由 王芳 发起')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: '失败原因' })).toBeTruthy();
    expect(within(panel).getByText('ENOSPC: no space left on device')).toBeTruthy();
    expect(panel.textContent).toContain('BACKUP_DIR');
    expect(panel.textContent).toContain('点击“立即备份”重试');
  });

  it('says when there has been no backup yet', async () => {
    renderIn('zh', <LastBackupPanel last={null} />);
    expect(await screen.findByText('还没有做过备份。点击“立即备份”制作第一份。')).toBeTruthy();
  });
});

describe('SchedulePanel', () => {
  it('shows the time of day, its zone, the next backup and how many are kept', async () => {
    renderIn(
      'en',
      <SchedulePanel
        schedule={{ time: '03:30', timeZone: 'Asia/Shanghai', keep: 7, nextAt: '2026-11-29T19:30:00.000Z' }}
      />,
    );
    const panel = await screen.findByRole('region', { name: 'Scheduled backups' });
    expect(within(panel).getByText('Every day at 03:30')).toBeTruthy();
    expect(within(panel).getByText('Time zone Asia/Shanghai')).toBeTruthy();
    expect(within(panel).getByText('30 Nov 2026, 03:30')).toBeTruthy();
    expect(panel.textContent).toContain('The newest 7 scheduled archives are kept.');
  });

  it('says plainly when none is set, and how to set one', async () => {
    renderIn('zh', <SchedulePanel schedule={null} />);
    const panel = await screen.findByRole('region', { name: '定时备份' });
    expect(within(panel).getByText('未设置定时备份：只有所有者手动请求时才会备份。')).toBeTruthy();
    expect(panel.textContent).toContain('BACKUP_SCHEDULE');
  });
});

describe('ArchiveList', () => {
  const archives: BackupArchives = {
    storage: 'folder',
    machine: 'web-1',
    folder: '/srv/site/backups',
    records: [
      {
        name: 'refit-backup-20261129-063000Z-owner.tar.gz',
        madeAt: '2026-11-29T06:30:00.000Z',
        bytes: 2_048,
        madeBy: 'owner',
      },
      { name: made.file!, madeAt: made.startedAt, bytes: made.bytes!, madeBy: 'schedule' },
    ],
  };

  it("lists each archive with who made it and a download of that name, and names the machine's folder", async () => {
    renderIn('zh', <ArchiveList archives={archives} />);
    const section = await screen.findByRole('region', { name: '存档' });
    expect(section.textContent).toContain('服务器 web-1 上的文件夹 /srv/site/backups。');
    expect(section.textContent).toContain('请把每份存档复制到别处');
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByText('所有者手动')).toBeTruthy();
    expect(within(first!).getByText('2 KB')).toBeTruthy();
    expect(within(second!).getByText('定时')).toBeTruthy();
    const download = within(first!).getByRole('link', {
      name: '下载 refit-backup-20261129-063000Z-owner.tar.gz',
    });
    expect(download.getAttribute('href')).toBe(
      '/api/admin/backups/archives/refit-backup-20261129-063000Z-owner.tar.gz',
    );
    expect(download.getAttribute('download')).toBe('refit-backup-20261129-063000Z-owner.tar.gz');
  });

  it("names a bucket's prefix as every server's, without the advice to copy archives off the machine", async () => {
    renderIn('en', <ArchiveList archives={{ ...archives, storage: 's3', folder: 's3://backups/site-a' }} />);
    const section = await screen.findByRole('region', { name: 'Archives' });
    expect(section.textContent).toContain(
      'The prefix s3://backups/site-a of the object store: every server of the site lists these same archives, not those of one machine.',
    );
    expect(section.textContent).not.toContain('web-1');
    expect(section.textContent).not.toContain('copy each one somewhere else');
  });

  it('says when the folder has no archive yet', async () => {
    renderIn('en', <ArchiveList archives={{ ...archives, records: [] }} />);
    expect(
      await screen.findByText('There is no archive in this folder yet. “Back up now” makes the first.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
