// Changes another member's permissions (never one's own: the page does not offer it); an owner may also make them an
// owner or take that away. The service may ask for the second factor first: it is asked for here, in place.
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  MEMBER_PERMISSIONS,
  TEAM_TEXTS as T,
  WORKSPACE_MESSAGES,
  normalizePermissions,
  type Member,
  type MemberPermission,
} from "@bank/contracts";
import { changeMember } from "../../../lib/api/team.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import PermissionChoices from "./PermissionChoices.tsx";
import { toastDone, toastFailure } from "./team-toasts.ts";

interface Props {
  businessId: string;
  member: Member;
  name: string;
  /** The signed-in person is an owner: they may set `owner`. */
  ownerMayChange: boolean;
  onSaved(member: Member): void;
  onCancel(): void;
}

export default function MemberPermissionsForm({ businessId, member, name, ownerMayChange, onSaved, onCancel }: Props) {
  const [permissions, setPermissions] = useState<MemberPermission[]>(normalizePermissions(member.permissions));
  const [owner, setOwner] = useState(member.owner);
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp(onCancel);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => panel.current?.querySelector<HTMLElement>("input:not(:disabled)")?.focus(), []);

  async function attempt(): Promise<void> {
    setPending(true);
    try {
      const change = owner
        ? { permissions: [...MEMBER_PERMISSIONS], ...(ownerMayChange ? { owner } : {}) }
        : { permissions, ...(ownerMayChange ? { owner } : {}) };
      const saved = await changeMember(businessId, member.userId, change);
      toastDone(WORKSPACE_MESSAGES.memberUpdated);
      onSaved(saved);
    } catch (error) {
      if (stepUp.asked(error, () => void attempt())) return;
      toastFailure(error);
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void attempt();
  }

  if (stepUp.prompt) return <div className="team-panel">{stepUp.prompt}</div>;

  return (
    <div className="team-panel" ref={panel}>
      <form className="stack" onSubmit={submit} noValidate>
        <PermissionChoices
          legend={T.permissionsLegend(name)}
          value={permissions}
          onChange={setPermissions}
          owner={ownerMayChange ? { checked: owner, onChange: setOwner } : undefined}
          disabled={pending}
        />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? T.saving : T.save}
          </button>
          <button type="button" className="button button--secondary" disabled={pending} onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
