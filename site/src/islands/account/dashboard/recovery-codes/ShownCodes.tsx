// A new set of recovery codes, shown this once: the list, Copy, Download, and "I have saved my codes" to hide them.
import { useEffect, useRef } from "react";
import { RECOVERY_CODES_SETTINGS_TEXTS as T } from "@bank/contracts";
import { addToast } from "../../../../stores/toasts.ts";
import { groupRecoveryCode, recoveryCodesFile, recoveryCodesLines } from "./codes-text.ts";

interface Props {
  codes: readonly string[];
  /** The account's address, named in the downloaded file. */
  email: string;
  onDone(): void;
}

/** Saves text as a file made in the browser: nothing is sent anywhere. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click's download has taken the URL.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export default function ShownCodes({ codes, email, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const madeAt = useRef(new Date());

  // The codes are what matters now: focus goes to their heading, so a screen reader reads on into the list.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(recoveryCodesLines(codes));
      addToast({ title: T.copiedTitle, description: T.copiedText });
    } catch {
      addToast({ variant: "destructive", title: T.copyFailedTitle, description: T.copyFailedText });
    }
  }

  return (
    <div className="recovery-codes__shown stack" role="group" aria-labelledby="recovery-codes-shown-heading">
      <h4 id="recovery-codes-shown-heading" ref={heading} tabIndex={-1}>
        {T.shownHeading}
      </h4>
      <p>{T.shownLead}</p>
      <ol className="recovery-codes__list" aria-label={T.listLabel} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{groupRecoveryCode(code)}</code>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {T.copy}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => download(T.fileName, recoveryCodesFile(codes, email, madeAt.current))}
        >
          {T.download}
        </button>
      </div>
      <button type="button" className="button button--primary" onClick={onDone}>
        {T.done}
      </button>
    </div>
  );
}
