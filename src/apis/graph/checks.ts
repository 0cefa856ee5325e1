/** Input rules shared by the graph's mutations; every problem names the argument and the reason. */
import type { ErrorCode } from '../../core/errors.js';
import { graphError } from './resolvers/context.js';

export interface Problem {
  pointer: string;
  detail: string;
}

const TAG = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export function checkText(problems: Problem[], value: string | null | undefined, pointer: string, max: number, required = false): void {
  if (value === undefined || value === null) {
    if (required) problems.push({ pointer, detail: 'is required' });
    return;
  }
  if (required && value.trim() === '') problems.push({ pointer, detail: 'must not be empty' });
  if (value.length > max) problems.push({ pointer, detail: `must be at most ${max} characters` });
}

export function checkTags(problems: Problem[], tags: readonly string[] | null | undefined, pointer: string): string[] | undefined {
  if (!tags) return undefined;
  if (tags.length > 50) problems.push({ pointer, detail: 'must have at most 50 tags' });
  tags.forEach((t, i) => {
    if (!TAG.test(t)) problems.push({ pointer: `${pointer}/${i}`, detail: `must match ${TAG.source}` });
  });
  return [...new Set(tags)].sort();
}

export function checkLocale(problems: Problem[], locale: string | null | undefined, pointer: string): void {
  if (locale != null && !LOCALE.test(locale)) problems.push({ pointer, detail: 'must be a BCP 47 language tag such as en-US' });
}

export function checkCount(problems: Problem[], list: readonly unknown[] | null | undefined, pointer: string, max: number): void {
  if (list && list.length > max) problems.push({ pointer, detail: `must have at most ${max} items` });
}

/** Throws one GraphQL error listing every problem, or returns when there is none. */
export function reject(problems: Problem[], what: string, code: ErrorCode = 'validation_failed'): void {
  if (!problems.length) return;
  const summary = problems.slice(0, 3).map((p) => `${p.pointer.slice(2)} ${p.detail}`).join('; ');
  throw graphError(code, `${what}: ${summary}${problems.length > 3 ? '; ...' : ''}`, problems);
}
