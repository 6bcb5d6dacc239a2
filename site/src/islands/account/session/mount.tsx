// Mounts the account chrome into its container; imported on demand by AccountChrome.astro's loader only.
import { createRoot } from "react-dom/client";
import AccountChromeApp from "./AccountChromeApp.tsx";

export function mountAccountChrome(container: Element, options: { watch: boolean }): void {
  createRoot(container).render(<AccountChromeApp watch={options.watch} />);
}
