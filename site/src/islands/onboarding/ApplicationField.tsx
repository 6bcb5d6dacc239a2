// One field of the application in the account forms' frame (label, control, message): a text or date input, a
// select of the contracts' labels, or a text area; an optional hint tied to it as well as its message.
import type { HTMLInputTypeAttribute } from "react";
import { ONBOARDING_FORM_TEXTS as T } from "@bank/contracts";
import FieldFrame from "../ui/forms/FieldFrame.tsx";
import { fieldId } from "./steps.ts";

/** What a step gives a field for one path: its text, message, and what to do on a change and on leaving it. */
export interface FieldBinding {
  path: string;
  value: string;
  error: string | undefined;
  onChange(value: string, options?: { saveNow?: boolean }): void;
  onLeave(): void;
}

interface Props extends FieldBinding {
  label: string;
  hint?: string;
  optional?: boolean;
  control?: "input" | "select" | "textarea";
  type?: HTMLInputTypeAttribute;
  /** The select's choices: value to label. */
  options?: Readonly<Record<string, string>>;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "url" | "text";
  placeholder?: string;
  max?: string;
}

export default function ApplicationField({
  path,
  value,
  error,
  onChange,
  onLeave,
  label,
  hint,
  optional = false,
  control = "input",
  type = "text",
  options = {},
  ...input
}: Props) {
  const id = fieldId(path);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="application-field">
      <FieldFrame id={id} label={optional ? `${label} ${T.optional}` : label} error={error}>
        {(described) => {
          const tied = {
            id,
            name: path,
            "aria-invalid": described["aria-invalid"],
            "aria-describedby": [hintId, described["aria-describedby"]].filter(Boolean).join(" ") || undefined,
            onBlur: onLeave,
          };
          if (control === "select") {
            return (
              <select
                {...tied}
                className="field__input"
                value={value}
                onChange={(event) => onChange(event.target.value, { saveNow: true })}
              >
                <option value="">{T.choose}</option>
                {Object.entries(options).map(([option, optionLabel]) => (
                  <option key={option} value={option}>
                    {optionLabel}
                  </option>
                ))}
              </select>
            );
          }
          if (control === "textarea") {
            return (
              <textarea
                {...tied}
                className="field__input application-field__textarea"
                rows={4}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
            );
          }
          return (
            <input
              {...tied}
              {...input}
              type={type}
              className="field__input"
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          );
        }}
      </FieldFrame>
      {hint && (
        <p id={hintId} className="application-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
