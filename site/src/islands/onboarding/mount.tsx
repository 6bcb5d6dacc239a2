// Mounts the application into its place on /identity-verification; imported by the page's loader only when the
// browser remembers a signed-in user, so signed-out visitors load none of it.
import { createRoot } from "react-dom/client";
import OnboardingApp from "./OnboardingApp.tsx";

export function mountOnboarding(container: Element): void {
  createRoot(container).render(<OnboardingApp />);
}
