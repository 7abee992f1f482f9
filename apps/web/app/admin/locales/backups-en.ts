// English strings of the owners' backup panel. Their shape (`BackupsMessages`) is the one
// backups-zh.ts must match; en.ts holds them under `backups`.
import type { BackupMaker } from '@refit/contract/admin/backup-names';

export const backupsEn = {
  title: 'Backups',
  subtitle:
    "Whole copies of the site's database and files: the last one, the schedule, and the archives on this server.",
  backUpNow: 'Back up now',
  asking: 'Asking…',
  underWay: 'Backup under way…',
  asked: 'Backup asked for. The server starts it in a moment.',
  joined: 'A backup was already asked for; it will do for this request too.',
  /** Who asked, when their account is gone. */
  anOwner: 'an owner',
  /** Told when a backup asked for here has ended. */
  made: (file: string) => `Backup made: ${file}`,
  failedNow: 'The backup failed. The panel says why.',
  last: {
    title: 'Last backup',
    none: 'No backup has been made yet. Press “Back up now” to make the first.',
    ok: 'Succeeded',
    failed: 'Failed',
    bySchedule: 'Made by the schedule',
    byOwner: (name: string) => `Asked for by ${name}`,
    finished: 'Finished',
    took: 'Took',
    file: 'Archive',
    size: 'Size',
    error: 'What went wrong',
    whatToDo:
      'Check that the backup folder (BACKUP_DIR) exists on the server, can be written and has room, and look in the server log for more. Then press “Back up now” to try again.',
  },
  progress: {
    waiting: 'Waiting for the server to start the backup',
    running: 'Making the backup',
    askedBy: (name: string, time: string) => `Asked for by ${name} at ${time}`,
    startedAt: (time: string) => `Started at ${time}`,
    elapsed: (duration: string) => `${duration} so far`,
    note: 'The site goes on serving meanwhile. This page follows the backup; you may leave and come back.',
  },
  schedule: {
    title: 'Scheduled backups',
    daily: (time: string) => `Every day at ${time}`,
    zone: (zone: string) => `Time zone ${zone}`,
    next: 'Next backup',
    keep: (n: number) =>
      `The newest ${n} scheduled ${n === 1 ? 'archive is' : 'archives are'} kept. Archives made by hand are never deleted.`,
    none: 'No backups are scheduled: the site backs itself up only when an owner asks.',
    howTo: "To back up every day, set in the server's configuration:",
    settings: {
      schedule: 'the time of day, in the site’s time zone',
      keep: 'how many scheduled archives are kept (7 unless set)',
    },
  },
  archives: {
    title: 'Archives',
    where: (folder: string, machine: string) => `The folder ${folder} on the server ${machine}.`,
    otherServers: 'With several servers, each lists only its own folder.',
    inBucket: (location: string) =>
      `The prefix ${location} of the object store: every server of the site lists these same archives, not those of one machine.`,
    copyOff:
      'An archive on the same machine as the site is lost with it: copy each one somewhere else, such as another machine or object storage.',
    empty: 'There is no archive in this folder yet. “Back up now” makes the first.',
    emptyInBucket: 'There is no archive under this prefix yet. “Back up now” makes the first.',
    madeBy: {
      schedule: 'Scheduled',
      owner: 'By an owner',
      restore: 'Before a restore',
      command: 'By hand',
    } satisfies Record<BackupMaker, string>,
    download: 'Download',
    downloadNamed: (name: string) => `Download ${name}`,
    listLabel: 'Archives in this folder, newest first',
  },
  duration: {
    seconds: (s: number) => `${s} s`,
    minutes: (m: number, s: number) => `${m} min ${s} s`,
    hours: (h: number, m: number) => `${h} h ${m} min`,
  },
};

export type BackupsMessages = typeof backupsEn;
