// A long value shown by its start and end (a passkey's signature), with a button that copies the whole. A status
// beside it says it was copied, for screen readers too; when the clipboard refuses, the value is shown whole and
// selected, for the reader to copy themselves.
import { useEffect, useRef, useState } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P } from "@bank/contracts";
import { copyOrSelect, selectText } from "../../../../lib/clipboard/copy-or-select.ts";
import { shortened } from "./payment-evidence.ts";

export default function CopyWhole({ label, value }: { label: string; value: string }) {
  const [said, setSaid] = useState("");
  // Counts refusals, so each one selects the whole value again once it is shown.
  const [refusals, setRefusals] = useState(0);
  const shown = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (refusals > 0 && shown.current) selectText(shown.current);
  }, [refusals]);

  async function copy() {
    const copied = await copyOrSelect(value, null);
    setSaid(copied ? P.copied(label) : P.copyFailed);
    if (!copied) setRefusals((count) => count + 1);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaid(""), 5_000);
  }

  return (
    <span className="admin-copy-whole">
      <code ref={shown}>{refusals > 0 ? value : shortened(value)}</code>{" "}
      <button type="button" className="button button--secondary admin-copy-whole__button" onClick={() => void copy()}>
        {P.copy}
        <span className="visually-hidden">{P.copyWhat(label)}</span>
      </button>
      <span role="status" className={said === P.copyFailed ? "admin-copy-whole__said--failed" : undefined}>
        {said}
      </span>
    </span>
  );
}
