/**
 * Express's JSON replacer (app.ts): every object of an answer that has an `_id` also carries it as `id`, so a
 * client written for either convention finds the id it reads (a list keyed on `id` renders without warnings).
 */
export function mirrorIdAsId(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (!('_id' in value) || 'id' in value) return value;
  return { ...value, id: value._id };
}
