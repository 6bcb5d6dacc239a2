// The audit log's filters: the event (every type the service writes, by its words), the customer's email or id, and
// an "until" date.
import {
  ADMIN_CONSOLE_TEXTS,
  ADMIN_AUDIT_TEXTS,
  AUDIT_EVENT_TYPES,
  adminAuditQuerySchema,
  auditEventWords,
} from "@bank/contracts";
import { useForm } from "../../ui/forms/use-form.ts";
import SelectField from "../../ui/forms/SelectField.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import { filledFilters } from "./audit-filters.ts";
import type { AuditFilters } from "../../../lib/api/admin.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_AUDIT_TEXTS };

/** The event types in the order of their words, for the select. */
const EVENT_CHOICES = [...AUDIT_EVENT_TYPES].sort((a, b) => auditEventWords(a).localeCompare(auditEventWords(b)));

interface Props {
  initial: AuditFilters;
  onApply(filters: AuditFilters): void;
}

export default function AuditFiltersForm({ initial, onApply }: Props) {
  const form = useForm({
    schema: adminAuditQuerySchema,
    initial: {
      type: initial.type ?? "",
      email: initial.email ?? "",
      userId: initial.userId ?? "",
      until: initial.until ?? "",
    },
    checked: filledFilters,
  });
  const type = form.values.type;
  // A type in the address that this console has no words for (an older or newer service) stays choosable.
  const choices = type && !EVENT_CHOICES.includes(type as never) ? [type, ...EVENT_CHOICES] : EVENT_CHOICES;

  return (
    <form
      className="admin-form admin-card"
      aria-label={T.filters}
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit(async (_data, values) => onApply(filledFilters(values)))}
    >
      <SelectField
        id="field-type"
        name="type"
        label={T.filterType}
        className="audit-select"
        value={type}
        onChange={(event) => form.change("type", event.target.value)}
        options={[
          { value: "", label: T.anyEvent },
          ...choices.map((each) => ({ value: each, label: auditEventWords(each) })),
        ]}
      />
      <TextField label={T.filterEmail} type="email" autoComplete="off" spellCheck={false} {...form.field("email")} />
      <TextField label={T.filterUser} autoComplete="off" spellCheck={false} {...form.field("userId")} />
      <TextField label={T.filterUntil} type="date" {...form.field("until")} />
      <div className="actions">
        <button type="submit" className="button button--primary">
          {T.applyFilters}
        </button>
        <a className="button button--secondary admin-link-button" href="/admin/audit">
          {T.clearFilters}
        </a>
      </div>
    </form>
  );
}
