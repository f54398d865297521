import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from './apiClient';
import { apiFieldMessages, type CheckedDraft, type FieldMessages } from './fieldMessages';

interface Options<Draft, Request, Saved> {
  initial: Draft | (() => Draft);
  /** The API's own check of the draft (its request schema), so the messages a student reads before sending are the API's. */
  check: (draft: Draft) => CheckedDraft<Request>;
  save: (request: Request) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** What a refusal says when the API gave no message of its own. */
  failed: string;
}

/**
 * A form that sends one request (a dish, an eatery, a review): its messages by field come from the API's own check,
 * before sending or in its refusal, and any other refusal is one message; changing a field clears its message.
 */
export function useCheckedForm<Draft extends object, Request, Saved>({ initial, check, save, onSaved, failed }: Options<Draft, Request, Saved>) {
  const [draft, setDraft] = useState(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const sending = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (error) => {
      const fields = apiFieldMessages(error);
      if (fields) setMessages(fields);
    },
  });

  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if (checked.messages) setMessages(checked.messages);
    else sending.mutate(checked.request);
  };
  const failure = sending.isError && !apiFieldMessages(sending.error) ? errorMessage(sending.error, failed) : null;

  return { draft, set, messages, failure, saving: sending.isPending, submit };
}
