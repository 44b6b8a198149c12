import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  isOperationReadOnly,
  type OperationImportError,
  type OperationImportResult,
  type OperationKind,
  type OperationStatus,
} from '@freight/shared';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { yearIn } from '../../../common/time/zoned-dates.js';
import { OperationPolicy } from '../operation.policy.js';
import { OPERATION_ASSIGNED, type OperationAssignedEvent } from '../operations.events.js';
import { OperationsRepository, type OperationFields } from '../operations.repository.js';
import { OperationImportRepository } from './operation-import.repository.js';
import { isImportError, mapHeader, norm, parseRow, type ParsedRow } from './operation-import-rows.js';
import { readSheet } from './sheet-read.js';

type Existing = Awaited<ReturnType<OperationImportRepository['existingByShipmentKey']>>[number];
/** Operatives to set (undefined: the column is absent, they stay as they are). */
type People = { operativeIds?: string[]; commercialId?: string | null };
type Planned =
  | ({ kind: 'create'; row: ParsedRow; clientId: string } & People)
  | ({
      kind: 'update';
      row: ParsedRow;
      existing: Existing;
      data: Partial<OperationFields>;
      fields: string[];
    } & People);
/** Users by name and by code, normalised (accents and case ignored). */
type Directory = Map<string, string>;

const kindOf = (transportMode: string): OperationKind => (transportMode === 'EXPRESS' ? 'EXPRESS' : 'GENERAL');
const sameDate = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? sameDate(a as Date | null, b as Date | null)
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Shipments exported from the forwarding system (CSV or XLSX with the list's columns), keyed by
 * shipment key: new keys are created, known ones updated where a value differs. A dry run plans the
 * same and writes nothing; a file with any bad row imports nothing; importing it again changes nothing.
 */
@Injectable()
export class OperationImportService {
  constructor(
    private readonly repo: OperationImportRepository,
    private readonly operations: OperationsRepository,
    private readonly policy: OperationPolicy,
    private readonly events: EventEmitter2,
  ) {}

  async run(user: AuthUser, fileName: string, data: Buffer, dryRun: boolean): Promise<OperationImportResult> {
    const [header, ...lines] = await readSheet(fileName, data);
    if (!header) throw new AppError('IMPORT_FILE_UNREADABLE');
    const columns = mapHeader(header.cells);
    if (!columns) throw new AppError('IMPORT_COLUMNS_MISSING');

    const errors: OperationImportError[] = [];
    const rows: ParsedRow[] = [];
    const seen = new Set<string>();
    for (const { line, cells } of lines) {
      const parsed = parseRow(cells, line, columns);
      if (isImportError(parsed)) errors.push(parsed);
      else if (seen.has(parsed.shipmentKey))
        errors.push({ line: parsed.line, column: 'shipmentKey', code: 'IMPORT_ROW_KEY_DUPLICATE' });
      else {
        seen.add(parsed.shipmentKey);
        rows.push(parsed);
      }
    }

    const clients = await this.clients(rows.map((r) => r.client));
    const { operatives, commercials } = await this.directories();
    const existing = new Map(
      (await this.repo.existingByShipmentKey(rows.map((r) => r.shipmentKey))).map((e) => [e.shipmentKey!, e]),
    );
    const plan: Planned[] = [];
    let refused = 0;
    for (const row of rows) {
      const clientId = clients.get(row.client.toLowerCase());
      const operativeIds = row.operatives?.map((name) => operatives.get(norm(name)));
      const commercialId = row.commercial ? commercials.get(norm(row.commercial)) : row.commercial;
      const problems: OperationImportError[] = [];
      if (!clientId) problems.push({ line: row.line, column: 'client', code: 'IMPORT_ROW_CLIENT_UNKNOWN' });
      if (operativeIds?.includes(undefined))
        problems.push({ line: row.line, column: 'operatives', code: 'IMPORT_ROW_OPERATIVE_UNKNOWN' });
      if (commercialId === undefined && row.commercial)
        problems.push({ line: row.line, column: 'commercial', code: 'IMPORT_ROW_COMMERCIAL_UNKNOWN' });
      // The file may name express shipments as well as general operations: each row, and the operation it
      // matches, must be of a kind the user's permissions reach (as by hand: OPERATIVE or VIEW_SHIPMENT).
      const known = existing.get(row.shipmentKey);
      if (!this.policy.reaches(user, kindOf(row.transportMode)))
        problems.push({ line: row.line, column: 'mode', code: 'IMPORT_ROW_KIND_NOT_ALLOWED' });
      else if (known && !this.policy.reaches(user, known.kind))
        problems.push({ line: row.line, column: 'shipmentKey', code: 'IMPORT_ROW_KIND_NOT_ALLOWED' });
      if (!clientId || problems.length) {
        errors.push(...problems);
        refused++;
        continue;
      }
      const people: People = {
        ...(operativeIds ? { operativeIds: [...new Set(operativeIds as string[])] } : {}),
        ...(row.commercial !== undefined ? { commercialId } : {}),
      };
      if (!known) {
        plan.push({ kind: 'create', row, clientId, ...people });
        continue;
      }
      const wanted: Record<string, unknown> = { clientId, transportMode: row.transportMode, ...row.values };
      if ('commercialId' in people) wanted.commercialId = people.commercialId;
      const data: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(wanted))
        if (!same(value, (known as Record<string, unknown>)[field])) data[field] = value;
      if (data.containerNumbers) data.containerSearch = (data.containerNumbers as string[]).join(' ');
      if (data.transportMode) data.kind = kindOf(row.transportMode);
      const fields = Object.keys(data)
        .filter((f) => f !== 'containerSearch' && f !== 'kind')
        .map((f) => (f === 'commercialId' ? 'commercial' : f));
      const had = known.operatives.map((o) => o.userId).sort();
      const setOperatives = people.operativeIds && !same([...people.operativeIds].sort(), had);
      if (setOperatives) fields.push('operatives');
      // A closed or canceled operation keeps its data as it was closed, as an edit by hand would; its
      // status may still change (reopened, or a closed one canceled), as by hand, and a reopening row
      // may bring its data with it.
      const staysReadOnly =
        isOperationReadOnly(known.status) &&
        isOperationReadOnly((data.status as OperationStatus | undefined) ?? known.status);
      if (staysReadOnly && fields.some((f) => f !== 'status')) {
        errors.push({ line: row.line, column: 'shipmentKey', code: 'IMPORT_ROW_READ_ONLY' });
        refused++;
        continue;
      }
      if (fields.length)
        plan.push({
          kind: 'update',
          row,
          existing: known,
          data,
          fields,
          ...(setOperatives ? { operativeIds: people.operativeIds } : {}),
        });
    }
    errors.sort((a, b) => a.line - b.line);

    const result: OperationImportResult = {
      dryRun,
      created: plan
        .filter((p) => p.kind === 'create')
        .map((p) => ({ line: p.row.line, shipmentKey: p.row.shipmentKey })),
      updated: plan.flatMap((p) =>
        p.kind === 'update'
          ? [{ line: p.row.line, shipmentKey: p.row.shipmentKey, reference: p.existing.reference, fields: p.fields }]
          : [],
      ),
      unchanged: rows.length - plan.length - refused,
      errors,
    };
    if (dryRun) return result;
    if (errors.length) throw new AppError('IMPORT_HAS_ERRORS', { errors });
    if (plan.length) {
      const assigned = await this.apply(user, plan);
      // Told after the commit, as an assignment by hand is.
      for (const event of assigned) this.events.emit(OPERATION_ASSIGNED, event);
    }
    return result;
  }

  /** Every change in one transaction; each status change is recorded as a by-hand one would be. Returns the new assignments. */
  private async apply(user: AuthUser, plan: Planned[]): Promise<OperationAssignedEvent[]> {
    const year = yearIn(user.timeZone);
    return this.operations.transaction(async (tx) => {
      const assigned: OperationAssignedEvent[] = [];
      for (const p of plan) {
        if (p.kind === 'create') {
          const v = p.row.values;
          const status: OperationStatus = v.status ?? 'NOT_ASSIGNED';
          const created = await this.operations.create(tx, {
            ...v,
            reference: await this.operations.nextReference(tx, year),
            kind: kindOf(p.row.transportMode),
            status,
            shipmentKey: p.row.shipmentKey,
            clientId: p.clientId,
            commercialId: p.commercialId ?? null,
            transportMode: p.row.transportMode,
            containerNumbers: v.containerNumbers ?? [],
            containerSearch: (v.containerNumbers ?? []).join(' '),
            createdBy: user.id,
            updatedBy: user.id,
          });
          await this.operations.recordStatus(tx, created.id, null, status, user.id);
          if (p.operativeIds?.length) {
            await this.operations.addOperatives(tx, created.id, p.operativeIds, user.id);
            assigned.push({
              operationId: created.id,
              reference: created.reference,
              operativeIds: p.operativeIds,
              userId: user.id,
            });
          }
        } else {
          await this.operations.update(tx, p.existing.id, { ...p.data, updatedBy: user.id });
          const to = p.data.status;
          if (to) await this.operations.recordStatus(tx, p.existing.id, p.existing.status, to, user.id);
          if (p.operativeIds) {
            const had = new Set(p.existing.operatives.map((o) => o.userId));
            await this.operations.removeOperativesExcept(tx, p.existing.id, p.operativeIds);
            await this.operations.addOperatives(tx, p.existing.id, p.operativeIds, user.id);
            const added = p.operativeIds.filter((id) => !had.has(id));
            if (added.length)
              assigned.push({
                operationId: p.existing.id,
                reference: p.existing.reference,
                operativeIds: added,
                userId: user.id,
              });
          }
        }
      }
      return assigned;
    });
  }

  /** Active operatives and commercials, each reachable by name or user code. */
  private async directories(): Promise<{ operatives: Directory; commercials: Directory }> {
    const [operatives, commercials] = await Promise.all([this.operations.operatives(), this.operations.commercials()]);
    const directory = (users: { id: string; code: string; name: string }[]): Directory =>
      new Map(users.flatMap((u) => [[norm(u.code), u.id] as const, [norm(u.name), u.id] as const]));
    return { operatives: directory(operatives), commercials: directory(commercials) };
  }

  /** Clients by trade name (case-insensitive), in one query. */
  private async clients(names: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(names)];
    if (!unique.length) return new Map();
    const rows = await this.repo.clientsNamed(unique);
    return new Map(rows.map((c) => [c.tradeName.toLowerCase(), c.id]));
  }
}
