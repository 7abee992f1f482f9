import { describe, expect, it } from 'vitest';
import { backupsEn } from '../../locales/backups-en.ts';
import { backupsZh } from '../../locales/backups-zh.ts';
import { backupPhase, durationText } from './backup-progress.ts';
import type { BackupState } from '@refit/contract/admin';

const idle: BackupState = { last: null, request: null, schedule: null };
const asked = { askedAt: '2026-11-29T06:30:00.000Z', askedBy: '王芳', startedAt: null, running: false };

describe('backupPhase', () => {
  it('is idle without a request, waiting until a process makes it, running while one does', () => {
    expect(backupPhase(idle)).toBe('idle');
    expect(backupPhase({ ...idle, request: asked })).toBe('waiting');
    const begun = { ...asked, startedAt: '2026-11-29T06:30:01.000Z' };
    expect(backupPhase({ ...idle, request: { ...begun, running: true } })).toBe('running');
    // Begun by a process that stopped: waiting for the next one.
    expect(backupPhase({ ...idle, request: begun })).toBe('waiting');
  });
});

describe('durationText', () => {
  it('says seconds, minutes and seconds, hours and minutes, in both languages', () => {
    expect(durationText(42_900, backupsEn.duration)).toBe('42 s');
    expect(durationText(185_000, backupsEn.duration)).toBe('3 min 5 s');
    expect(durationText(4_320_000, backupsEn.duration)).toBe('1 h 12 min');
    expect(durationText(185_000, backupsZh.duration)).toBe('3 分 5 秒');
  });

  it('is never negative when the browser’s clock is behind the server’s', () => {
    expect(durationText(-3_000, backupsEn.duration)).toBe('0 s');
  });
});
