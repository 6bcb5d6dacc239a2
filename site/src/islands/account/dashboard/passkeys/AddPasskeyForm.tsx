// Adding a passkey: a name first (so the list can tell devices apart), then the browser's own prompt. Step-up is
// asked for in place when the service wants it; a prompt the person closed is a calm note, not an error.
import { useEffect } from "react";
import {
  DEFAULT_PASSKEY_NAME,
  PASSKEY_SETTINGS_TEXTS as T,
  passkeyRenamePayloadSchema as nameSchema,
} from "@bank/contracts";
import { addPasskey, passkeyRegistrationOptions, type Passkey } from "../../../../lib/api/passkeys.ts";
import { createPasskey } from "../../../../lib/webauthn/create.ts";
import { wasCancelled } from "../../../../lib/webauthn/support.ts";
import { addToast } from "../../../../stores/toasts.ts";
import TextField from "../../../ui/forms/TextField.tsx";
import { useForm } from "../../../ui/forms/use-form.ts";
import { showFailure, type AskForPassword } from "./passkey-failure.ts";

interface Props {
  askForPassword: AskForPassword;
  onAdded(passkey: Passkey): void;
  onCancel(): void;
}

export default function AddPasskeyForm({ askForPassword, onAdded, onCancel }: Props) {
  const form = useForm({ schema: nameSchema, initial: { name: DEFAULT_PASSKEY_NAME } });

  // The form opens on its one field, ready to type over the suggested name.
  useEffect(() => {
    const input = form.formRef.current?.querySelector("input");
    input?.focus();
    input?.select();
  }, []);

  async function add(name: string): Promise<void> {
    try {
      const response = await createPasskey(await passkeyRegistrationOptions());
      const passkey = await addPasskey({ response, name });
      addToast({ title: T.addedTitle, description: passkey.name });
      onAdded(passkey);
    } catch (error) {
      if (askForPassword(error, () => void add(name))) return;
      if (wasCancelled(error)) addToast({ title: T.cancelledTitle, description: T.cancelledText });
      else showFailure(error);
    }
  }

  return (
    <form
      ref={form.formRef}
      className="stack passkeys__form"
      noValidate
      aria-labelledby="passkey-add-heading"
      onSubmit={form.handleSubmit(({ name }) => add(name))}
    >
      <h3 id="passkey-add-heading">{T.add}</h3>
      <p>{T.nameHint}</p>
      <TextField {...form.field("name")} id="passkey-new-name" label={T.nameLabel} autoComplete="off" />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? T.creating : T.create}
        </button>
        <button type="button" className="button button--secondary" disabled={form.pending} onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
