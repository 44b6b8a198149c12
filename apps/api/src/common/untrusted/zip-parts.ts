import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type Deadline, ReadStop, type SheetLimits, tooLarge, unreadable } from './read-limits.ts';

// A part's ratio is judged once it has inflated this much: small XML parts legitimately compress far.
const RATIO_GRACE_BYTES = 1024 * 1024;

/**
 * The parts of a ZIP held in memory, read through yauzl (a maintained unzip that reads the central
 * directory, so parts are opened by name in the order the reader needs, and that refuses a part
 * inflating past its declared size). Every part read counts against one inflated-bytes budget and
 * its own ratio, checked before inflating (declared sizes) and again on every chunk (actual bytes).
 */
export class ZipParts {
  private inflated = 0;
  private readonly zip: ZipFile;
  private readonly entries: Map<string, Entry>;
  private readonly limits: SheetLimits;
  private readonly deadline: Deadline;

  private constructor(zip: ZipFile, entries: Map<string, Entry>, limits: SheetLimits, deadline: Deadline) {
    this.zip = zip;
    this.entries = entries;
    this.limits = limits;
    this.deadline = deadline;
  }

  static async open(bytes: Buffer, limits: SheetLimits, deadline: Deadline): Promise<ZipParts> {
    let zip: ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, {
        lazyEntries: true,
        validateEntrySizes: true,
        strictFileNames: false,
      });
    } catch {
      throw unreadable('NOT_A_ZIP');
    }
    if (zip.entryCount > limits.zipEntries) throw tooLarge('zipEntries', limits.zipEntries);
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        deadline.check();
        // OOXML part names are case-insensitive.
        entries.set(entry.fileName.toLowerCase(), entry);
      }
    } catch (error) {
      if (error instanceof ReadStop) throw error;
      throw unreadable('ZIP_DIRECTORY');
    }
    return new ZipParts(zip, entries, limits, deadline);
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** Streams one part's inflated bytes to `onChunk` (which may throw to stop); false when the part is absent. */
  async read(name: string, onChunk: (chunk: Buffer) => void): Promise<boolean> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) return false;
    if (entry.isEncrypted() || !entry.canDecodeFileData()) throw unreadable('ZIP_PART_ENCODING');
    const { unzippedBytes, zipRatio } = this.limits;
    const ratioOf = (inflated: number) => inflated / Math.max(entry.compressedSize, 1);
    if (this.inflated + entry.uncompressedSize > unzippedBytes) throw tooLarge('unzippedBytes', unzippedBytes);
    if (entry.uncompressedSize > RATIO_GRACE_BYTES && ratioOf(entry.uncompressedSize) > zipRatio)
      throw tooLarge('zipRatio', zipRatio);
    let stream: NodeJS.ReadableStream & { destroy(error?: Error): void };
    try {
      stream = (await this.zip.openReadStreamPromise(entry)) as typeof stream;
    } catch {
      throw unreadable('ZIP_PART');
    }
    let partBytes = 0;
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        stream.destroy();
        reject(error instanceof ReadStop ? error : unreadable('ZIP_PART_DATA'));
      };
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        try {
          partBytes += chunk.length;
          this.inflated += chunk.length;
          // yauzl stops a part that inflates past its declared size; these hold whatever it declared.
          if (this.inflated > unzippedBytes) throw tooLarge('unzippedBytes', unzippedBytes);
          if (partBytes > RATIO_GRACE_BYTES && ratioOf(partBytes) > zipRatio) throw tooLarge('zipRatio', zipRatio);
          this.deadline.check();
          onChunk(chunk);
        } catch (error) {
          fail(error);
        }
      });
      stream.on('error', fail);
      stream.on('end', () => {
        if (!failed) resolve();
      });
    });
    return true;
  }

  close(): void {
    this.zip.close();
  }
}
