// Where a backup stands for the panel, and how long it took or has taken, in words.
import type { BackupState } from '@refit/contract/admin';
import type { BackupsMessages } from '../../locales/backups-en.ts';

/**
 * `waiting`: asked for, and no process is making it (it has not begun yet, or the process making it
 * stopped and another will take it up); `running`: a process is making it now.
 */
export type BackupPhase = 'idle' | 'waiting' | 'running';

export function backupPhase(state: BackupState): BackupPhase {
  if (state.request === null) return 'idle';
  return state.request.running ? 'running' : 'waiting';
}

/** 42 s, 3 min 5 s, 1 h 12 min; never negative when the browser's clock is behind the server's. */
export function durationText(ms: number, words: BackupsMessages['duration']): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return words.seconds(seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return words.minutes(minutes, seconds % 60);
  return words.hours(Math.floor(minutes / 60), minutes % 60);
}
