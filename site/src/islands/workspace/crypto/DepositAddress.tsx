// A wallet's deposit address to copy, what may be sent to it and on which network, and that it is a sandbox address
// (simulated: real coins sent there would be lost), with the way to add test USDC instead for a member who manages
// the business (sandbox deposits come as ACH, wire or USDC; BTC and ETH arrive by converting).
import { useId, useRef, useState } from "react";
import { CRYPTO_PAGE_TEXTS as T, DEPOSIT_NETWORKS, type Currency } from "@bank/contracts";
import { copyOrSelect } from "../../../lib/clipboard/copy-or-select.ts";

/** `manage`: whether the person may send the business a sandbox deposit (the accounts page's form). */
export default function DepositAddress(props: { address: string; currency: Currency; manage: boolean }) {
  const { address, currency, manage } = props;
  const network = currency === "USD" ? null : DEPOSIT_NETWORKS[currency];
  const id = useId();
  const code = useRef<HTMLElement>(null);
  const [said, setSaid] = useState("");

  async function copy() {
    // No clipboard (refused, or an old browser): the address is selected for the person to copy.
    setSaid((await copyOrSelect(address, code.current)) ? T.copied : T.copyFailed);
  }

  return (
    <div className="crypto-deposit">
      <h4 id={`${id}-heading`}>{T.depositHeading}</h4>
      <p>{T.depositLead(currency)}</p>
      <p className="crypto-address">
        <code ref={code} data-testid="deposit-address">
          {address}
        </code>
      </p>
      <div className="crypto-copy">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {T.copyAddress}
        </button>
        <span
          role="status"
          className={said === T.copyFailed ? "crypto-copy__said crypto-copy__said--failed" : "crypto-copy__said"}
        >
          {said}
        </span>
      </div>
      {network && <p className="crypto-note">{T.networkNote(currency, network)}</p>}
      <p className="crypto-sandbox">
        <span className="crypto-sandbox__badge">{T.sandbox}</span> {T.sandboxNote(currency)}
        {currency !== "USDC" && ` ${T.fillByConverting}`}
        {manage && currency === "USDC" && (
          <>
            {" "}
            <a href="/dashboard/accounts">{T.sandboxDepositLink}</a>
          </>
        )}
      </p>
    </div>
  );
}
