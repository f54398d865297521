/**
 * A whole number as a form's field holds it: digits only, spaces around allowed. Anything else ("", "1e3", "0x10",
 * "12.0") is NaN, so the shared schema's message shows instead of a number the person never typed.
 */
export const typedWholeNumber = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
