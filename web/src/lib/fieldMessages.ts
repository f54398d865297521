import { ApiClientError } from './apiClient';

// A form's messages per field, from the shared schema's check in the browser or from the API's refusal of the same
// check: the texts are the schema's own either way.

/** The first message for each field of a failed check, keyed by the field's name. */
export type FieldMessages = Partial<Record<string, string>>;

export function messagesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * The field messages of the API's validation refusal (400 `invalid-argument`, whose details are the flattened
 * issues: `{ fieldErrors: { rating: [...] } }`); null for any other failure, which the dialog shows whole.
 */
export function apiFieldMessages(error: unknown): FieldMessages | null {
  if (!(error instanceof ApiClientError) || error.code !== 'invalid-argument') return null;
  const { details } = error;
  const fieldErrors = typeof details === 'object' && details !== null && 'fieldErrors' in details ? details.fieldErrors : undefined;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return null;
  const messages: FieldMessages = {};
  for (const [field, list] of Object.entries(fieldErrors)) {
    if (Array.isArray(list) && typeof list[0] === 'string') messages[field] = list[0];
  }
  return Object.keys(messages).length > 0 ? messages : null;
}
