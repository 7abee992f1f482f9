// A logger that keeps what it is told, for tests that check what server code reports.
import type { Logger } from './logger.ts';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: object;
}

export interface FakeLogger extends Logger {
  readonly entries: LogEntry[];
  /** The messages logged at one level, in order. */
  messages(level: LogEntry['level']): string[];
}

export function fakeLogger(): FakeLogger {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (details: object, message: string): void => {
      entries.push({ level, message, details });
    };
  return {
    entries,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    messages: (level) => entries.filter((entry) => entry.level === level).map((entry) => entry.message),
  };
}
