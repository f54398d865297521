// Classic zod, as the schemas that take stored text are classic.
import { z } from 'zod';

/** Plain text (docs/product.md#the-api): no control, direction-override or lone surrogate characters, which misrender or that Firestore refuses. */
export const PLAIN_TEXT_MESSAGE = 'Remove the invisible control characters or broken symbols from this text';

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_OR_OVERRIDE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isPlainText = (text: string): boolean => !CONTROL_OR_OVERRIDE.test(text) && !LONE_SURROGATE.test(text);

/** A string that must be plain text; `error` is the field's message when it is missing or not a string. */
export const plainString = (error?: string) => z.string(error === undefined ? undefined : { error }).refine(isPlainText, PLAIN_TEXT_MESSAGE);

/** The message of a text over its limit: it names the limit, as a filled field is not "required". */
const keepItTo = (max: number) => `Keep it to ${max} characters`;

/** Plain text of 1 to `max` characters once trimmed; `error` is the message when it is missing or empty. */
export const requiredText = (max: number, error: string) => plainString(error).trim().min(1, error).max(max, keepItTo(max));

/** Plain text of at most `max` characters once trimmed, empty when left out. */
export const optionalText = (max: number) => plainString().trim().max(max, keepItTo(max)).optional().default('');

/** A whole number from `min` to `max`; `error` is the message of every refusal (missing, not a number, a fraction, out of range). */
export const wholeNumber = (min: number, max: number, error: string) => z.number({ error }).int(error).min(min, error).max(max, error);
