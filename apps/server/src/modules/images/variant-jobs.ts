// The standard variants of an uploaded photo, made in the background once its upload is committed,
// so the first visitors of a page find them ready. One image at a time and one variant at a time,
// through the image service's single flight as background work: a visitor's request for the same
// variant joins the job instead of starting a second one, and requests for other images go first.
// Progress is written to the media row after each variant; a row gone (the file deleted, here or
// in another process) stops the job and removes what it made.
import { IMAGE_FORMATS, IMAGE_WIDTHS, storedVariantWidths } from '@refit/contract/image-variants';
import type { ImageFormat, ImageWidth } from '@refit/contract/image-variants';
import type { MediaSource } from './image-variants.ts';

export interface PlannedVariant {
  /** The width pages ask for; the variant made is never wider than the source. */
  width: ImageWidth;
  format: ImageFormat;
}

/** Whether a file gets standard variants made after its upload: raster images of a known size. */
export function hasStandardVariants(source: Pick<MediaSource, 'kind' | 'width'>): boolean {
  return source.kind === 'image' && source.width !== null;
}

/**
 * The variants pages can ask for, smallest first (grids and phones need those first), each
 * stored width once: a 1200 px photo has 4 widths in 3 formats.
 */
export function standardVariants(source: Pick<MediaSource, 'kind' | 'width'>): PlannedVariant[] {
  if (!hasStandardVariants(source)) return [];
  const stored = storedVariantWidths(source.width!);
  return stored.flatMap((actual) => {
    // The narrowest asked width that gives this stored width.
    const width = IMAGE_WIDTHS.find((asked) => Math.min(asked, source.width!) === actual)!;
    return IMAGE_FORMATS.map((format) => ({ width, format }));
  });
}

export interface VariantJobsOptions {
  /** Makes (or finds) one variant, as background work. */
  make(source: MediaSource, variant: PlannedVariant): Promise<unknown>;
  /** Records how many are ready; answers false when the file's row is gone. */
  record(id: number, ready: number): Promise<boolean>;
  /** Removes what was made for a file that is gone. */
  discard(id: number): Promise<void>;
  onError(error: unknown, source: MediaSource): void;
}

export class VariantJobs {
  private readonly queue: MediaSource[] = [];
  private readonly cancelled = new Set<number>();
  private current: { id: number; done: Promise<void> } | null = null;
  private worker: Promise<void> | null = null;
  private stopped = false;
  private readonly options: VariantJobsOptions;

  constructor(options: VariantJobsOptions) {
    this.options = options;
  }

  /** Queues files for their variants; never waits for them. Files already queued are skipped. */
  schedule(sources: readonly MediaSource[]): void {
    if (this.stopped) return;
    for (const source of sources) {
      if (!hasStandardVariants(source) || this.cancelled.has(source.id)) continue;
      if (this.current?.id === source.id || this.queue.some((queued) => queued.id === source.id)) continue;
      this.queue.push(source);
    }
    this.worker ??= this.work().finally(() => {
      this.worker = null;
    });
  }

  /** Files waiting or being worked on, for tests and the bench. */
  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** Settles once nothing is queued or being made (tests wait for it instead of for a time). */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }

  /** Drops a file's job (its file is being deleted) and waits until no variant of it is being made. */
  async cancel(id: number): Promise<void> {
    this.cancelled.add(id);
    const index = this.queue.findIndex((queued) => queued.id === id);
    if (index !== -1) this.queue.splice(index, 1);
    if (this.current?.id === id) await this.current.done;
  }

  /** Takes no more work and waits for the variant being made (at shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.idle();
  }

  private async work(): Promise<void> {
    for (let source = this.queue.shift(); source; source = this.queue.shift()) {
      const done = this.run(source);
      this.current = { id: source.id, done };
      await done;
      this.current = null;
    }
  }

  private async run(source: MediaSource): Promise<void> {
    const { id } = source;
    const planned = standardVariants(source);
    try {
      for (const [index, variant] of planned.entries()) {
        if (this.cancelled.has(id) || this.stopped) return;
        await this.options.make(source, variant);
        if (!(await this.options.record(id, index + 1))) {
          // Deleted meanwhile (perhaps by another process, which could not see this job).
          await this.options.discard(id);
          return;
        }
      }
    } catch (error) {
      // The row keeps its count: a visitor's request still makes a missing variant, and the next
      // start-up sweep tries again.
      this.options.onError(error, source);
    }
  }
}
