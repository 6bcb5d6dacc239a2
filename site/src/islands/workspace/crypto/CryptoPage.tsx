// /dashboard/crypto: the current business's USDC wallet (balance, deposit address) and US dollar accounts, and, for a
// member who may pay, converting between them at a quoted price. Bitcoin and Ethereum come later: one line says so.
import { CRYPTO_PAGE_TEXTS as T } from "@bank/contracts";
import { $businesses } from "../../../stores/current-business.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { useCurrentBusiness } from "../../hooks/use-current-business.ts";
import { useQuery } from "../../hooks/use-query.ts";
import Crypto from "./Crypto.tsx";
import "./crypto.css";

export default function CryptoPage() {
  const businesses = useQuery($businesses);
  const { current, settled } = useCurrentBusiness();

  if (businesses.error) {
    return (
      <p role="alert">{failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, businesses.error)}</p>
    );
  }
  if (!settled) return <p role="status">{T.loading}</p>;
  if (!current) return <p>{T.noBusiness}</p>;
  return <Crypto key={current.id} business={current} />;
}
