import type { NextFunction, Request, Response } from 'express';
import type { ErrorCode } from '@freight/shared';
import { AppError } from '../errors/app-error.js';

/**
 * One gate at the edge for what no route should ever see, whatever its DTO says: a NUL byte or a
 * lone UTF-16 surrogate in any string (PostgreSQL and the parsers behind it fail on them with a 500),
 * JSON nested deeper than any form of ours, lists longer than any screen sends, and integers past
 * 2^53 that JSON.parse has already rounded. Runs after the body parsers, before routing.
 */
export const INPUT_LIMITS = { maxDepth: 24, maxListLength: 5000 } as const;

export type InputProblem = { code: ErrorCode; field: string };

function textProblem(text: string): boolean {
  return text.includes('\0') || !text.isWellFormed();
}

/** The first problem in a parsed value, walked without recursion so depth itself cannot overflow. */
export function findInputProblem(value: unknown, root: string, limits = INPUT_LIMITS): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (textProblem(v)) return { code: 'INPUT_INVALID_CHARACTERS', field: path };
    } else if (typeof v === 'number') {
      if (Number.isInteger(v) && !Number.isSafeInteger(v)) return { code: 'INPUT_NUMBER_UNSAFE', field: path };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= limits.maxDepth) return { code: 'INPUT_TOO_DEEP', field: path };
      if (Array.isArray(v)) {
        if (v.length > limits.maxListLength) return { code: 'INPUT_LIST_TOO_LONG', field: path };
        v.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]`, depth: depth + 1 }));
      } else {
        for (const [key, item] of Object.entries(v)) {
          if (textProblem(key)) return { code: 'INPUT_INVALID_CHARACTERS', field: path };
          stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

function pathProblem(path: string): InputProblem | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { code: 'MALFORMED_REQUEST', field: 'path' };
  }
  return textProblem(decoded) ? { code: 'INPUT_INVALID_CHARACTERS', field: 'path' } : null;
}

export function inputHygiene(req: Request, _res: Response, next: NextFunction): void {
  const problem =
    pathProblem(req.path) ??
    findInputProblem(req.query, 'query') ??
    (req.body !== undefined && typeof req.body === 'object' ? findInputProblem(req.body, '') : null);
  if (!problem) return next();
  next(new AppError(problem.code, { fields: [{ field: problem.field || 'body', rules: [problem.code] }] }));
}
