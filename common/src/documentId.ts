// No zod: the menu page checks its path with it before anything loads.

/** A document id as the API hands out and takes it: 1 to 64 letters and digits. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

export const isDocumentId = (id: string): boolean => DOCUMENT_ID_PATTERN.test(id);
