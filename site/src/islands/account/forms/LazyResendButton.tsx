// ResendButton, fetched only where it is shown: a form that offers it to an unverified address (two-factor and
// passkey settings, an invitation) loads its code and texts only for such an address, not for every visitor.
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";

const loadButton = () => import("./ResendButton.tsx");

export default function LazyResendButton() {
  const button = useLazyComponent(loadButton);
  return button.phase === "ready" ? <button.Component /> : null;
}
