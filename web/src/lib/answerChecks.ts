// Light checks of an answer's shape, for the answers a first visit reads (the eatery list, a menu): a few hundred
// bytes where zod's core is about 15 KB gzipped (docs/architecture.md#server-data-on-the-web). They check what the screens
// rely on, each field's type; the server's finer rules (formats, ranges) stay in the shared zod schemas. `object`
// takes the type a check must match, the type the shared schema infers, so a field added to or removed from that
// schema fails the type check until its check here follows.

/** A check of one value; a value that passes has the type T. */
export type Check<T> = (value: unknown) => value is T;

export const isString: Check<string> = (value): value is string => typeof value === 'string';
export const isNumber: Check<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
export const isInteger: Check<number> = (value): value is number => Number.isInteger(value);
export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

export const isLiteral =
  <const L extends string | number | boolean>(literal: L): Check<L> =>
  (value): value is L =>
    value === literal;

export const isOneOf =
  <const Values extends readonly string[]>(values: Values): Check<Values[number]> =>
  (value): value is Values[number] =>
    values.some((allowed) => allowed === value);

export const isNullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

export const isArrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every((item) => check(item));

/** An object with every field of T passing its check (fields T does not name are let through, unread). */
export function isObject<T extends object>(fields: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  const checks = Object.entries(fields) as [string, Check<unknown>][];
  return (value): value is T =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && checks.every(([key, check]) => check((value as Record<string, unknown>)[key]));
}

/** A check as the schema `apiRequest` takes (the `safeParse` of either zod API). */
export function answerSchema<T>(check: Check<T>) {
  return {
    safeParse: (data: unknown): { success: true; data: T } | { success: false } => (check(data) ? { success: true, data } : { success: false }),
  };
}
