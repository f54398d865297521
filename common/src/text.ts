// Classic zod: the schemas that build stored text with it (addresses, signup, profile, reviews, the consoles'
// forms) are classic ones; the first visit's zod/mini modules take no stored text.
import { z } from 'zod';

/**
 * Plain text (docs/product.md#the-api): what a client sends to be stored and shown again. No control character
 * but tab and newline (NUL, escape, carriage return, the C1 range), no direction override or isolate (they make
 * a text read differently from how it is stored), and no lone surrogate: half of an emoji is not a character,
 * and Firestore refuses to store it.
 */
export const PLAIN_TEXT_MESSAGE = 'Remove the invisible control characters or broken symbols from this text';

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_OR_OVERRIDE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isPlainText = (text: string): boolean => !CONTROL_OR_OVERRIDE.test(text) && !LONE_SURROGATE.test(text);

/** A string that must be plain text; `error` is the field's message when it is missing or not a string. */
export const plainString = (error?: string) => z.string(error === undefined ? undefined : { error }).refine(isPlainText, PLAIN_TEXT_MESSAGE);
