import { Injectable } from '@nestjs/common';
import { COST_TEMPLATE, IMPORT_LIMITS, type CostTemplateProblem } from '@freight/shared';
import type { Tx } from '../../../common/prisma/prisma.service.js';
import type { SheetLimits } from '../../../common/untrusted/read-limits.js';
import { runUntrusted } from '../../../common/untrusted/untrusted-pool.js';
import { CostDraftsRepository, type NewCostDraft, type StoredDraftCost } from '../cost-drafts.repository.js';
import { readCostTemplate, type TemplateCost } from './cost-template-rows.js';

/** A template is one small sheet: far tighter limits than an import's. */
export const COST_TEMPLATE_LIMITS: SheetLimits = {
  ...IMPORT_LIMITS,
  fileBytes: 2 * 1024 * 1024,
  unzippedBytes: 16 * 1024 * 1024,
  rows: 300,
  sheetRows: 5000,
  columns: 64,
  sharedStrings: 10_000,
  sharedStringChars: 1_000_000,
  timeMs: 3000,
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The template's own file name (costs-<reference>.xlsx), as the agent's mail program sends it back. */
const TEMPLATE_NAME = /^costs-.+\.xlsx$/i;

export type TemplateFile = { name: string; mimeType: string; data: Uint8Array };
/** What a reply's attachments gave: costs to draft (by file) and the templates that could not be read. */
export type TemplateOutcome = {
  drafts: { fileName: string; cost: StoredDraftCost }[];
  problems: CostTemplateProblem[];
};
export const NO_TEMPLATE: TemplateOutcome = { drafts: [], problems: [] };

/**
 * The cost template of a reply by mail (issue 42): every XLSX attachment is read in the worker pool
 * (off the event loop, under COST_TEMPLATE_LIMITS); one bearing the template's marker becomes a draft
 * cost when every value reads exactly, else a problem with its code. Any other sheet is just a file.
 */
@Injectable()
export class CostTemplateService {
  constructor(private readonly drafts: CostDraftsRepository) {}

  async read(files: TemplateFile[], reference: string, refused: { name: string }[] = []): Promise<TemplateOutcome> {
    const out: TemplateOutcome = { drafts: [], problems: [] };
    // A template the upload rules refused (damaged, too large) still tells pricing why no draft came.
    for (const r of refused)
      if (TEMPLATE_NAME.test(r.name)) out.problems.push({ name: r.name, code: 'COST_TEMPLATE_UNREADABLE' });
    for (const f of files) {
      if (f.mimeType !== XLSX_TYPE && !/\.xlsx$/i.test(f.name)) continue;
      const read = await this.readOne(f, reference);
      if (read === null) continue;
      if ('code' in read) out.problems.push(read);
      else out.drafts.push({ fileName: f.name, cost: read });
    }
    return out;
  }

  /** The drafts of an applied reply, in its transaction. */
  store(tx: Tx, costRequestId: string, inboundMailId: string, drafts: TemplateOutcome['drafts']): Promise<void> {
    const rows: NewCostDraft[] = drafts.map((d) => ({
      costRequestId,
      inboundMailId,
      fileName: d.fileName,
      templateVersion: COST_TEMPLATE.version,
      cost: d.cost,
    }));
    return this.drafts.insert(tx, rows);
  }

  private async readOne(f: TemplateFile, reference: string): Promise<StoredDraftCost | CostTemplateProblem | null> {
    // The pool takes the bytes it is given (transferred, not copied): the stored file keeps its own.
    // The name only says "a sheet": the content must be a ZIP, whatever the agent called the file.
    const answer = await runUntrusted(
      {
        kind: 'sheet',
        fileName: 'template.xlsx',
        bytes: new Uint8Array(f.data),
        limits: COST_TEMPLATE_LIMITS,
        numericCells: true,
      },
      COST_TEMPLATE_LIMITS.timeMs,
    );
    if (!answer.ok) return TEMPLATE_NAME.test(f.name) ? { name: f.name, code: 'COST_TEMPLATE_UNREADABLE' } : null;
    const read = readCostTemplate(answer.value, reference);
    if (read.kind === 'none') return null;
    if (read.kind === 'problem') return { name: f.name, code: read.code, line: read.line, field: read.field };
    return this.resolve(f.name, read.cost);
  }

  /** The template's codes as the portal's active charge codes; an unknown one refuses the template. */
  private async resolve(name: string, cost: TemplateCost): Promise<StoredDraftCost | CostTemplateProblem> {
    const codes = await this.drafts.activeCodesByConcept([...new Set(cost.charges.map((c) => c.concept))]);
    const idOf = new Map(codes.map((c) => [c.concept.toUpperCase(), c.id]));
    const unknown = cost.charges.find((c) => !idOf.has(c.concept));
    if (unknown) return { name, code: 'COST_TEMPLATE_CHARGE_UNKNOWN', line: unknown.line, field: 'code' };
    const { version: _version, charges, ...fields } = cost;
    return {
      ...fields,
      charges: charges.map((c) => ({
        chargeCodeId: idOf.get(c.concept)!,
        description: c.description,
        currency: c.currency,
        amountPerUnit: c.amountPerUnit,
        quantity: c.quantity,
      })),
    };
  }
}
