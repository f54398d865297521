import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from './apiClient';
import { apiFieldMessages, type CheckedDraft, type FieldMessages } from './fieldMessages';

interface Options<Draft, Request, Saved> {
  initial: Draft | (() => Draft);
  check: (draft: Draft) => CheckedDraft<Request>;
  save: (request: Request) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  failed: string;
}

/** A form's fields as typed and the message per field that stops it; editing a field clears its message. */
export function useDraft<Draft extends object>(initial: Draft | (() => Draft)) {
  const [draft, setDraft] = useState(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
  };
  /** A text field's name, value and change, and its hint, which gives way to the message that says what is wrong. */
  const textField = <Field extends keyof Draft & string>(field: Field, hint?: ReactNode) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as Draft[Field]),
    error: Boolean(messages[field]),
    helperText: messages[field] ?? hint,
  });
  return { draft, set, messages, setMessages, textField };
}

/**
 * After a refused submit the first field with a message takes the focus, so it is in view and read out with its
 * message: fields are found by their name, which `textField` gives them.
 */
export function focusFirstWrong(form: EventTarget, messages: FieldMessages): void {
  if (!(form instanceof HTMLFormElement)) return;
  const wrong = Array.from(form.elements).find((element) => element instanceof HTMLInputElement && messages[element.name] !== undefined);
  if (wrong instanceof HTMLInputElement) wrong.focus();
}

/** Field messages come from the API's own schema, before sending or in its refusal, so the student reads the API's words. */
export function useCheckedForm<Draft extends object, Request, Saved>({ initial, check, save, onSaved, failed }: Options<Draft, Request, Saved>) {
  const { draft, set, messages, setMessages, textField } = useDraft(initial);
  const sending = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (error) => {
      const fields = apiFieldMessages(error);
      if (fields) setMessages(fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if (checked.messages) {
      setMessages(checked.messages);
      focusFirstWrong(event.currentTarget, checked.messages);
    } else sending.mutate(checked.request);
  };
  const failure = sending.isError && !apiFieldMessages(sending.error) ? errorMessage(sending.error, failed) : null;

  return { draft, set, messages, failure, saving: sending.isPending, submit, textField };
}
