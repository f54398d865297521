import { ApiClientError } from './apiClient';

// A form's messages per field, from the shared schema's check in the browser or in the API's refusal: the schema's texts either way.

/** The first message for each field of a failed check, keyed by the field's name. */
export type FieldMessages = Partial<Record<string, string>>;

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** The first message for each field of a failed check. */
export function messagesByField(issues: Issues): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** A draft checked as the API will check it: the request to send, or the messages per field that stop it. */
export type CheckedDraft<Request> = { request: Request; messages?: undefined } | { request?: undefined; messages: FieldMessages };

/** `value` checked with `schema` (a request schema the API parses with): the request, or the first message per field. */
export function checkWith<Request>(
  schema: { safeParse: (value: unknown) => { success: true; data: Request } | { success: false; error: { issues: Issues } } },
  value: unknown,
): CheckedDraft<Request> {
  const checked = schema.safeParse(value);
  return checked.success ? { request: checked.data } : { messages: messagesByField(checked.error.issues) };
}

/** The field messages of a 400 `invalid-argument` (details `{ fieldErrors: { rating: [...] } }`); null for any other failure, shown whole. */
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
