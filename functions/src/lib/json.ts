/** Express's JSON replacer: an `id` beside every `_id`, so clients of either convention find their id. */
export function mirrorIdAsId(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (!('_id' in value) || 'id' in value) return value;
  return { ...value, id: value._id };
}
