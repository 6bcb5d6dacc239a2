// An account detail to give to someone who sends money (an account or routing number, a deposit address) with a
// Copy button; a status beside it says it was copied, for screen readers too, or (in the forms' error red) that
// copying did not work, with the detail then selected for the person to copy themselves.
import { useEffect, useRef, useState } from "react";
import { MONEY_TEXTS as T } from "@bank/contracts";
import { copyOrSelect } from "../../../lib/clipboard/copy-or-select.ts";

interface Props {
  label: string;
  value: string;
  /** The account's name, so each button says whose detail it copies. */
  account: string;
  /** A word of caution under the value. */
  note?: string;
}

export default function CopyValue({ label, value, account, note }: Props) {
  const [said, setSaid] = useState("");
  const timer = useRef<number | undefined>(undefined);
  const shown = useRef<HTMLElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    setSaid((await copyOrSelect(value, shown.current)) ? T.copied(label) : T.copyFailed);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaid(""), 5_000);
  }

  return (
    <div className="money-detail">
      <dt>{label}</dt>
      <dd>
        <code ref={shown} className="money-detail__value">
          {value}
        </code>
        <button
          type="button"
          className="button button--secondary money-copy"
          aria-label={T.copyOf(label, account)}
          onClick={() => void copy()}
        >
          {T.copy}
        </button>
        <span role="status" className={said === T.copyFailed ? "money-copied money-copied--failed" : "money-copied"}>
          {said}
        </span>
        {note && <span className="money-muted money-detail__note">{note}</span>}
      </dd>
    </div>
  );
}
