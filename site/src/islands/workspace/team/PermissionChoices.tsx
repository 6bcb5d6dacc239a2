// A checkbox per permission, each with what it allows in plain words (the invite form and a member's permissions).
// View is always held, so its box stays ticked; an owner holds every permission, so with Owner ticked none can change.
import { useId } from "react";
import {
  MEMBER_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_NAMES,
  TEAM_TEXTS as T,
  normalizePermissions,
  type MemberPermission,
} from "@bank/contracts";

interface Props {
  legend: string;
  value: readonly MemberPermission[];
  onChange(permissions: MemberPermission[]): void;
  /** The Owner box, offered to owners only (only an owner makes or unmakes one). */
  owner?: { checked: boolean; onChange(owner: boolean): void };
  disabled?: boolean;
}

export default function PermissionChoices({ legend, value, onChange, owner, disabled = false }: Props) {
  const ids = useId();
  const allHeld = owner?.checked === true;

  function toggle(permission: MemberPermission, on: boolean) {
    const held = new Set(value);
    if (on) held.add(permission);
    else held.delete(permission);
    onChange(normalizePermissions([...held]));
  }

  return (
    <fieldset className="team-permissions" disabled={disabled}>
      <legend>{legend}</legend>
      {owner && (
        <label className="checkbox">
          <input
            type="checkbox"
            name="owner"
            checked={owner.checked}
            onChange={(e) => owner.onChange(e.target.checked)}
          />
          <span>
            <strong>{T.ownerLabel}</strong>: {T.ownerHint}
          </span>
        </label>
      )}
      {MEMBER_PERMISSIONS.map((permission) => {
        const fixed = permission === "view" || allHeld;
        return (
          <label key={permission} className="checkbox">
            <input
              type="checkbox"
              name="permissions"
              value={permission}
              id={`${ids}-${permission}`}
              checked={allHeld || value.includes(permission)}
              disabled={fixed}
              onChange={(event) => toggle(permission, event.target.checked)}
            />
            <span>
              <strong>{PERMISSION_NAMES[permission]}</strong>: {PERMISSION_DESCRIPTIONS[permission]}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
