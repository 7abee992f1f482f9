// Progress per phase: bars that redraw in place (cli-progress) when standard output is a terminal,
// a plain line per phase and every tenth of the way otherwise (logs, CI, pipes).
import cliProgress from 'cli-progress';

export interface PhaseProgress {
  /** Items done of known so far; bytes when the phase moves files. */
  update(done: number, total: number, bytes?: number): void;
  end(note?: string): void;
}

export interface Progress {
  phase(name: string): PhaseProgress;
  line(text: string): void;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export function createProgress(stream: NodeJS.WriteStream = process.stdout, quiet = false): Progress {
  if (quiet)
    return { phase: () => ({ update: () => undefined, end: () => undefined }), line: () => undefined };
  if (stream.isTTY) return terminalProgress(stream);
  return plainProgress((text) => stream.write(`${text}\n`));
}

function terminalProgress(stream: NodeJS.WriteStream): Progress {
  return {
    phase(name) {
      const bar = new cliProgress.SingleBar(
        {
          stream,
          format: `${name.padEnd(8)} [{bar}] {value}/{total} {bytes}`,
          hideCursor: true,
          clearOnComplete: false,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(0, 0, { bytes: '' });
      return {
        update(done, total, bytes) {
          bar.setTotal(total);
          bar.update(done, { bytes: bytes === undefined ? '' : mib(bytes) });
        },
        end(note) {
          bar.stop();
          if (note) stream.write(`${name}: ${note}\n`);
        },
      };
    },
    line: (text) => stream.write(`${text}\n`),
  };
}

/** Lines for a log: the phase's start, each tenth of the way, and its end. */
export function plainProgress(write: (text: string) => void): Progress {
  return {
    phase(name) {
      write(`${name}: started`);
      let lastTenth = 0;
      let last = { done: 0, total: 0, bytes: undefined as number | undefined };
      const describe = () =>
        `${name}: ${last.done}/${last.total}${last.bytes === undefined ? '' : `, ${mib(last.bytes)}`}`;
      return {
        update(done, total, bytes) {
          last = { done, total, bytes };
          const tenth = total > 0 ? Math.floor((done / total) * 10) : 0;
          if (tenth > lastTenth && done < total) {
            lastTenth = tenth;
            write(describe());
          }
        },
        end(note) {
          write(`${describe()} done${note ? `: ${note}` : ''}`);
        },
      };
    },
    line: write,
  };
}
