import type { SaveDraftDto } from '@freight/shared/dto';
import type { KeyValueStorage } from '@/lib/browser-storage';
import type { RequestFormValues } from '@/components/request-form/form-values';
import { clearAutosave, writeAutosave } from './autosave-store';

/** The Drafts module as the autosave uses it (POST without id, PUT with one; DELETE). */
export type DraftServer = {
  save: (id: string | undefined, body: SaveDraftDto) => Promise<{ id: string }>;
  remove: (id: string) => Promise<void>;
  /** The draft is gone (deleted in another tab): saving again creates a new one. */
  isNotFound: (error: unknown) => boolean;
};

export type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

export type AutosaveOptions = {
  storage: KeyValueStorage | null;
  /** This user's storage key and this form's entry in it (see autosave-store.ts). */
  key: string;
  identity: string;
  /** Null when the Drafts module is off: the copy in this browser only. */
  server: DraftServer | null;
  /** The draft body of some form values (type, name, summary, data). */
  payload: (values: RequestFormValues) => SaveDraftDto;
  /** The values the form opened with (empty, or the draft's): nothing to keep while they are unchanged. */
  original: RequestFormValues;
  draftId?: string;
  /** What the server draft held before this work (an opened or explicitly saved draft). */
  baseline?: SaveDraftDto;
  now?: () => number;
  timers?: Timers;
  localDelayMs?: number;
  serverDelayMs?: number;
};

export type AutosaveStatus = {
  /** When the work was last written in this browser (null: nothing typed yet). */
  savedAt: number | null;
  /** Whether the server draft holds it too. */
  server: 'off' | 'pending' | 'saved' | 'failed';
};

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The request form's automatic draft (issue 36, item 1). Every change is written to this browser
 * a moment after typing (instant to read back after a crash, a reload or a closed tab, and kept even
 * when the network is down) and, once typing pauses longer, to a server draft of the Drafts module
 * (another browser, the drafts list). Server writes run one at a time, in order, so a send or a
 * discard never races an autosave still on its way.
 */
export class RequestAutosave {
  private latest: RequestFormValues | null = null;
  private draftId: string | undefined;
  private baseline: SaveDraftDto | undefined;
  // The server draft holds autosaved work that differs from `baseline`.
  private serverChanged = false;
  private localTimer: unknown = null;
  private serverTimer: unknown = null;
  private chain: Promise<unknown> = Promise.resolve();
  private ended = false;
  private status: AutosaveStatus;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly timers: Timers;

  constructor(private readonly options: AutosaveOptions) {
    this.draftId = options.draftId;
    this.baseline = options.baseline;
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? browserTimers;
    this.status = { savedAt: null, server: options.server ? 'saved' : 'off' };
  }

  /** The server draft of this work, if any (sending deletes it, saving updates it). */
  get currentDraftId(): string | undefined {
    return this.draftId;
  }

  /** The last values seen: what an error boundary brings the form back with. */
  get latestValues(): RequestFormValues | null {
    return this.latest;
  }

  /** A change of the form: written here soon, and to the server once typing pauses. */
  change(values: RequestFormValues): void {
    if (this.ended) return;
    this.latest = values;
    this.restart('local', () => this.flush(), this.options.localDelayMs ?? 300);
    if (!this.options.server) return;
    if (same(values, this.options.original)) this.cancel('server');
    else {
      this.setStatus({ ...this.status, server: 'pending' });
      this.restart('server', () => void this.saveToServer(), this.options.serverDelayMs ?? 3000);
    }
  }

  /** Writes the latest values to this browser now (the page is going away, or the form crashed). */
  flush(): void {
    this.cancel('local');
    if (this.ended || !this.latest) return;
    const { storage, key, identity, original } = this.options;
    if (same(this.latest, original) && !this.draftId) {
      clearAutosave(storage, key, identity);
      return;
    }
    const savedAt = this.now();
    writeAutosave(storage, key, identity, {
      values: this.latest,
      savedAt,
      ...(this.draftId ? { draftId: this.draftId } : {}),
      ...(this.baseline ? { baseline: this.baseline } : {}),
    });
    this.setStatus({ ...this.status, savedAt });
  }

  /** "Save draft": the values saved now, in order with autosaves; they are the draft to go back to. */
  saveNow(values: RequestFormValues): Promise<string> {
    this.cancel('server');
    const body = this.options.payload(values);
    return this.run(async () => {
      const id = await this.put(body);
      this.baseline = body;
      this.serverChanged = false;
      this.latest = values;
      this.flush();
      this.setStatus({ ...this.status, server: 'saved' });
      return id;
    });
  }

  /** The request was sent: its draft (server and browser) is done with. */
  async sent(): Promise<void> {
    if (this.ended) return;
    this.end();
    await this.chain;
    const id = this.draftId;
    if (id && this.options.server) await this.options.server.remove(id).catch(() => undefined);
    clearAutosave(this.options.storage, this.options.key, this.options.identity, id);
  }

  /**
   * The user threw the work away (closed the form and confirmed, or closed it unchanged): a draft the
   * autosave created is deleted, a draft that existed gets its saved content back.
   */
  async discard(): Promise<void> {
    if (this.ended) return;
    this.end();
    await this.chain;
    const { server, storage, key, identity } = this.options;
    const id = this.draftId;
    if (server && id) {
      if (!this.baseline) await server.remove(id).catch(() => undefined);
      else if (this.serverChanged) await server.save(id, this.baseline).catch(() => undefined);
    }
    clearAutosave(storage, key, identity);
  }

  /** The form is gone without a decision (unmounted): keep what was typed in this browser. */
  dispose(): void {
    this.cancel('server');
    if (this.localTimer !== null) this.flush();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): AutosaveStatus => this.status;

  private async saveToServer(): Promise<void> {
    const values = this.latest;
    if (!values) return;
    await this.run(async () => {
      if (this.ended) return;
      await this.put(this.options.payload(values));
      this.serverChanged = Boolean(this.baseline);
      this.flush();
      this.setStatus({ ...this.status, server: 'saved' });
    }).catch(() => this.setStatus({ ...this.status, server: 'failed' }));
  }

  private async put(body: SaveDraftDto): Promise<string> {
    const server = this.options.server;
    if (!server) throw new Error('The Drafts module is off');
    let saved: { id: string };
    try {
      saved = await server.save(this.draftId, body);
    } catch (error) {
      if (!this.draftId || !server.isNotFound(error)) throw error;
      // Deleted meanwhile (another tab): a new draft, with nothing to go back to.
      this.draftId = undefined;
      this.baseline = undefined;
      saved = await server.save(undefined, body);
    }
    this.draftId = saved.id;
    return saved.id;
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.chain.then(task);
    this.chain = result.catch(() => undefined);
    return result;
  }

  private end(): void {
    this.ended = true;
    this.cancel('local');
    this.cancel('server');
  }

  private restart(which: 'local' | 'server', run: () => void, ms: number): void {
    this.cancel(which);
    const handle = this.timers.set(() => {
      if (which === 'local') this.localTimer = null;
      else this.serverTimer = null;
      run();
    }, ms);
    if (which === 'local') this.localTimer = handle;
    else this.serverTimer = handle;
  }

  private cancel(which: 'local' | 'server'): void {
    const handle = which === 'local' ? this.localTimer : this.serverTimer;
    if (handle !== null) this.timers.clear(handle);
    if (which === 'local') this.localTimer = null;
    else this.serverTimer = null;
  }

  private setStatus(next: AutosaveStatus): void {
    if (next.savedAt === this.status.savedAt && next.server === this.status.server) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}
