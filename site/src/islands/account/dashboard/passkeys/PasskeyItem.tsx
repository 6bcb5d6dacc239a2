// One passkey in the settings list: its name, when it was added and last used; rename in place, or remove it
// after a confirmation (removal needs step-up, which the section asks for).
import { useEffect, useRef, useState } from "react";
import { PASSKEY_SETTINGS_TEXTS as T, passkeyRenamePayloadSchema as nameSchema } from "@bank/contracts";
import { removePasskey, renamePasskey, type Passkey } from "../../../../lib/api/passkeys.ts";
import { addToast } from "../../../../stores/toasts.ts";
import TextField from "../../../ui/forms/TextField.tsx";
import { useForm } from "../../../ui/forms/use-form.ts";
import { showFailure, type AskForPassword } from "./passkey-failure.ts";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{DATE.format(new Date(iso))}</time>;
}

interface Props {
  passkey: Passkey;
  askForPassword: AskForPassword;
  onRenamed(passkey: Passkey): void;
  onRemoved(): void;
}

type Mode = "show" | "rename" | "confirm-remove";

export default function PasskeyItem({ passkey, askForPassword, onRenamed, onRemoved }: Props) {
  const [mode, setMode] = useState<Mode>("show");
  const [removing, setRemoving] = useState(false);
  const form = useForm({ schema: nameSchema, initial: { name: passkey.name } });
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const nameId = `passkey-name-${passkey.id}`;
  const confirmTextId = `passkey-remove-${passkey.id}`;

  // Each mode opens on its control, and going back to the list puts focus on the button that left it.
  const previous = useRef<Mode>(mode);
  useEffect(() => {
    const from = previous.current;
    previous.current = mode;
    if (mode === "rename") form.formRef.current?.querySelector("input")?.select();
    else if (mode === "confirm-remove") confirmButton.current?.focus();
    else if (from === "rename") renameButton.current?.focus();
    else if (from === "confirm-remove") removeButton.current?.focus();
  }, [mode]);

  function startRename() {
    form.reset();
    form.change("name", passkey.name);
    setMode("rename");
  }

  const save = form.handleSubmit(async ({ name }) => {
    try {
      const renamed = await renamePasskey(passkey.id, name);
      addToast({ title: T.renamedTitle, description: renamed.name });
      onRenamed(renamed);
      setMode("show");
    } catch (error) {
      showFailure(error);
    }
  });

  async function remove(): Promise<void> {
    setRemoving(true);
    try {
      await removePasskey(passkey.id);
      addToast({ title: T.removedTitle, description: passkey.name });
      onRemoved();
    } catch (error) {
      if (!askForPassword(error, () => void remove())) showFailure(error);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <li className="passkeys__item">
      <p className="passkeys__name" id={nameId}>
        {passkey.name}
      </p>
      <p className="passkeys__meta">
        {T.added} <When iso={passkey.createdAt} />
        <span aria-hidden="true"> · </span>
        {passkey.lastUsedAt ? (
          <>
            {T.lastUsed} <When iso={passkey.lastUsedAt} />
          </>
        ) : (
          T.neverUsed
        )}
      </p>
      {mode === "rename" && (
        <form ref={form.formRef} className="stack" noValidate onSubmit={save} aria-labelledby={nameId}>
          <TextField
            {...form.field("name")}
            id={`passkey-rename-${passkey.id}`}
            label={T.renameLabel}
            autoComplete="off"
          />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={form.pending}>
              {form.pending ? T.saving : T.save}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={form.pending}
              onClick={() => setMode("show")}
            >
              {T.cancel}
            </button>
          </div>
        </form>
      )}
      {mode === "confirm-remove" && (
        <div className="stack passkeys__confirm">
          <p id={confirmTextId}>{T.removeConfirm(passkey.name)}</p>
          <div className="actions">
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              aria-describedby={confirmTextId}
              disabled={removing}
              onClick={() => void remove()}
            >
              {removing ? T.removing : T.removeYes}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={removing}
              onClick={() => setMode("show")}
            >
              {T.cancel}
            </button>
          </div>
        </div>
      )}
      {mode === "show" && (
        <div className="actions">
          <button
            ref={renameButton}
            type="button"
            className="button button--secondary"
            aria-describedby={nameId}
            onClick={startRename}
          >
            {T.rename}
          </button>
          <button
            ref={removeButton}
            type="button"
            className="button button--secondary"
            aria-describedby={nameId}
            onClick={() => setMode("confirm-remove")}
          >
            {T.remove}
          </button>
        </div>
      )}
    </li>
  );
}
