// The audit log's filters: event type (known names suggested, any typed), customer id and "until" date.
import { ADMIN_CONSOLE_TEXTS, ADMIN_AUDIT_TEXTS, KNOWN_AUDIT_TYPES, adminAuditQuerySchema } from "@bank/contracts";
import { useForm } from "../../ui/forms/use-form.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { filledFilters } from "./audit-filters.ts";
import type { AuditFilters } from "../../../lib/api/admin.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_AUDIT_TEXTS };

interface Props {
  initial: AuditFilters;
  onApply(filters: AuditFilters): void;
}

export default function AuditFiltersForm({ initial, onApply }: Props) {
  const form = useForm({
    schema: adminAuditQuerySchema,
    initial: { type: initial.type ?? "", userId: initial.userId ?? "", until: initial.until ?? "" },
    checked: filledFilters,
  });

  return (
    <form
      className="admin-form admin-card"
      aria-label={T.filters}
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit(async (_data, values) => onApply(filledFilters(values)))}
    >
      <TextField
        label={T.filterType}
        list="audit-types"
        autoComplete="off"
        spellCheck={false}
        {...form.field("type")}
      />
      <datalist id="audit-types">
        {KNOWN_AUDIT_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
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
