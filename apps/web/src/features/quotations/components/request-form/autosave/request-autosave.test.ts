import type { SaveDraftDto } from '@freight/shared/dto';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/lib/browser-storage';
import { initialRequestValues, type RequestFormValues } from '@/components/request-form/form-values';
import { autosaveKey, readAutosave } from './autosave-store';
import { RequestAutosave, type DraftServer, type Timers } from './request-autosave';

/** Timers run by hand: `tick()` fires everything due. */
function manualTimers() {
  let now = 0;
  const due: { at: number; run: () => void; id: number }[] = [];
  let seq = 0;
  const timers: Timers = {
    set: (run, ms) => {
      seq += 1;
      due.push({ at: now + ms, run, id: seq });
      return seq;
    },
    clear: (id) => {
      const i = due.findIndex((t) => t.id === id);
      if (i >= 0) due.splice(i, 1);
    },
  };
  const tick = async (ms: number) => {
    now += ms;
    for (const t of due.filter((x) => x.at <= now)) {
      due.splice(due.indexOf(t), 1);
      t.run();
    }
    // Let the promise chain of server calls settle.
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { timers, tick, now: () => now };
}

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A drafts API in memory, recording each call; `gate` holds saves until released. */
function fakeServer() {
  const drafts = new Map<string, SaveDraftDto>();
  const calls: string[] = [];
  let seq = 0;
  let gate: Promise<void> | null = null;
  const server: DraftServer = {
    save: async (id, body) => {
      calls.push(id ? `PUT ${id}` : 'POST');
      if (gate) await gate;
      if (id && !drafts.has(id)) throw Object.assign(new Error('gone'), { code: 'NOT_FOUND' });
      const next = id ?? `d${++seq}`;
      drafts.set(next, body);
      return { id: next };
    },
    remove: (id) => {
      calls.push(`DELETE ${id}`);
      drafts.delete(id);
      return Promise.resolve();
    },
    isNotFound: (error) => (error as { code?: string }).code === 'NOT_FOUND',
  };
  return {
    server,
    drafts,
    calls,
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const payload = (values: RequestFormValues): SaveDraftDto => ({
  type: 'QUOTATION',
  name: values.goodsDescription || 'sin nombre',
  summary: '',
  data: values,
});

function setup(extra: Partial<ConstructorParameters<typeof RequestAutosave>[0]> = {}) {
  const clock = manualTimers();
  const storage = memoryStorage();
  const api = fakeServer();
  const original = initialRequestValues();
  const key = autosaveKey('user-1');
  const autosave = new RequestAutosave({
    storage,
    key,
    identity: 'new',
    server: api.server,
    payload,
    original,
    now: clock.now,
    timers: clock.timers,
    ...extra,
  });
  const typed = (goodsDescription: string): RequestFormValues => ({ ...original, goodsDescription });
  const stored = () => readAutosave(storage, key, 'new', clock.now());
  return { clock, storage, api, autosave, typed, stored, original };
}

describe('the request form autosave', () => {
  it('keeps the typed request in this browser a moment after typing, then in one server draft', async () => {
    const { clock, api, autosave, typed, stored } = setup();
    autosave.change(typed('Repu'));
    autosave.change(typed('Repuestos'));
    expect(stored()).toBeNull();
    await clock.tick(300);
    expect(stored()?.values.goodsDescription).toBe('Repuestos');
    expect(api.calls).toEqual([]);
    await clock.tick(3000);
    expect(api.calls).toEqual(['POST']);
    autosave.change(typed('Repuestos de motor'));
    await clock.tick(3300);
    // The same draft is updated, and the browser copy knows which one it is.
    expect(api.calls).toEqual(['POST', 'PUT d1']);
    expect(api.drafts.get('d1')?.name).toBe('Repuestos de motor');
    expect(stored()?.draftId).toBe('d1');
  });

  it('writes at once when asked (a crash or the page going away)', () => {
    const { autosave, typed, stored } = setup();
    autosave.change(typed('Urgente'));
    autosave.flush();
    expect(stored()?.values.goodsDescription).toBe('Urgente');
    expect(autosave.latestValues?.goodsDescription).toBe('Urgente');
  });

  it('sending deletes the draft after an autosave still on its way, and forgets the browser copy', async () => {
    const { clock, api, autosave, typed, stored } = setup();
    autosave.change(typed('Enviar'));
    const release = api.hold();
    await clock.tick(3300);
    const sending = autosave.sent();
    release();
    await sending;
    expect(api.calls).toEqual(['POST', 'DELETE d1']);
    expect(api.drafts.size).toBe(0);
    expect(stored()).toBeNull();
  });

  it('"Save draft" waits for a running autosave and updates the same draft, never a second one', async () => {
    const { clock, api, autosave, typed } = setup();
    autosave.change(typed('Uno'));
    const release = api.hold();
    await clock.tick(3300);
    const saving = autosave.saveNow(typed('Dos'));
    release();
    expect(await saving).toBe('d1');
    expect(api.calls).toEqual(['POST', 'PUT d1']);
    expect(api.drafts.size).toBe(1);
  });

  it('discarding deletes a draft the autosave created, and puts back a saved draft that autosave changed', async () => {
    const created = setup();
    created.autosave.change(created.typed('Descartar'));
    await created.clock.tick(3300);
    await created.autosave.discard();
    expect(created.api.calls).toEqual(['POST', 'DELETE d1']);
    expect(created.stored()).toBeNull();

    const saved = setup();
    await saved.autosave.saveNow(saved.typed('Guardado'));
    saved.autosave.change(saved.typed('Guardado y cambiado'));
    await saved.clock.tick(3300);
    expect(saved.api.drafts.get('d1')?.name).toBe('Guardado y cambiado');
    await saved.autosave.discard();
    expect(saved.api.drafts.get('d1')?.name).toBe('Guardado');
  });

  it('a draft deleted meanwhile (another tab) is saved as a new one', async () => {
    const { clock, api, autosave, typed } = setup({ draftId: 'gone', baseline: payload(initialRequestValues()) });
    autosave.change(typed('Otra pestaña'));
    await clock.tick(3300);
    expect(api.calls).toEqual(['PUT gone', 'POST']);
    expect(autosave.currentDraftId).toBe('d1');
  });

  it('with the Drafts module off, keeps the browser copy only', async () => {
    const { clock, autosave, typed, stored } = setup({ server: null });
    autosave.change(typed('Sin servidor'));
    await clock.tick(3300);
    expect(stored()?.values.goodsDescription).toBe('Sin servidor');
    expect(autosave.getStatus().server).toBe('off');
  });

  it('keeps nothing for a form back to what it opened with, and nothing after it ended', async () => {
    const { clock, api, autosave, typed, stored, original } = setup();
    autosave.change(typed('x'));
    await clock.tick(300);
    autosave.change(original);
    await clock.tick(3300);
    expect(stored()).toBeNull();
    expect(api.calls).toEqual([]);
    await autosave.discard();
    autosave.change(typed('after'));
    autosave.flush();
    expect(stored()).toBeNull();
  });
});
