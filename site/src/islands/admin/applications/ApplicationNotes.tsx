// Staff's internal notes on an application, oldest first, each with who wrote it and when (text as written: React
// escapes it, nothing is read as markup); with approve, a form to add one. The note's id is made once for what is
// being written and kept until the service has it, so a send retried after a lost answer adds it once.
import { useRef, useState } from "react";
import {
  ADMIN_CONSOLE_TEXTS,
  ADMIN_APPLICATION_DETAIL_TEXTS,
  MAX_APPLICATION_NOTE_LENGTH,
  REVIEW_MESSAGES,
  type ApplicationNote,
} from "@bank/contracts";
import { addApplicationNote } from "../../../lib/api/admin-applications.ts";
import { ApiError } from "../../../lib/api/request.ts";
import FieldFrame from "../../ui/forms/FieldFrame.tsx";
import { toastDone, toastFailure } from "../failure.ts";
import { when } from "../when.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

interface Props {
  applicationId: string;
  notes: readonly ApplicationNote[];
  /** With approve: the form to add one. */
  canAdd: boolean;
  onAdded(note: ApplicationNote): void;
}

function problemOf(body: string): string | undefined {
  const text = body.trim();
  if (!text) return REVIEW_MESSAGES.noteRequired;
  if (text.length > MAX_APPLICATION_NOTE_LENGTH) return REVIEW_MESSAGES.noteTooLong;
  return undefined;
}

export default function ApplicationNotes({ applicationId, notes, canAdd, onAdded }: Props) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const noteId = useRef<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  async function add(): Promise<void> {
    const problem = problemOf(body);
    setError(problem);
    if (problem) return field.current?.focus();
    noteId.current ??= crypto.randomUUID();
    setSending(true);
    try {
      const answer = await addApplicationNote(applicationId, { id: noteId.current, body: body.trim() });
      noteId.current = null;
      setBody("");
      onAdded(answer.note);
      toastDone(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.body) {
        setError(failure.fieldErrors.body);
        field.current?.focus();
      } else toastFailure(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <p className="admin-muted">{T.notesLead}</p>
      {notes.length === 0 ? (
        <p>{T.noNotes}</p>
      ) : (
        <ol className="application-notes" aria-label={T.notesCaption}>
          {notes.map((note) => (
            <li key={note.id} className="application-note">
              <p className="application-note__by">
                {note.authorName ?? T.unknown}
                {note.authorEmail && <span className="admin-muted"> ({note.authorEmail})</span>},{" "}
                <time dateTime={note.at}>{when(note.at)}</time>
              </p>
              <p className="application-prose application-note__text">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canAdd ? (
        <form
          className="stack admin-card application-note-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <FieldFrame id="application-note" label={T.noteLabel} error={error}>
            {(described) => (
              <textarea
                ref={field}
                id="application-note"
                name="note"
                className="admin-textarea"
                rows={3}
                maxLength={MAX_APPLICATION_NOTE_LENGTH}
                value={body}
                {...described}
                onChange={(event) => {
                  setBody(event.target.value);
                  // Other words are another note: it gets an id of its own.
                  noteId.current = null;
                }}
              />
            )}
          </FieldFrame>
          <div className="actions">
            <button type="submit" className="button button--secondary" disabled={sending}>
              {sending ? T.noteAdding : T.noteAdd}
            </button>
          </div>
        </form>
      ) : (
        <p className="admin-muted">{T.viewOnlyNotes}</p>
      )}
    </>
  );
}
