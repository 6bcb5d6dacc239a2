// Mounts the account chrome's React part into its container; imported by start-account-chrome.ts.
import { createRoot } from "react-dom/client";
import AccountChromeApp from "./AccountChromeApp.tsx";

export function mountAccountChrome(container: Element): void {
  createRoot(container).render(<AccountChromeApp />);
}
