// The activity's filters: a search (sent after a pause in typing), the account, a range of days, the direction, the
// status and the type; each change reads the list again. Clear filters sets them all back.
import { useEffect, useId, useRef, useState } from "react";
import {
  ACTIVITY_PAGE_TEXTS as T,
  TRANSACTION_TEXTS as M,
  TRANSACTION_DIRECTIONS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type Account,
  type TransactionFilter,
} from "@bank/contracts";
import TextField from "../../ui/forms/TextField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";

interface Props {
  accounts: readonly Account[];
  filter: TransactionFilter;
  /** The "to" day's message when the range is backwards. */
  datesError?: string | undefined;
  searchDelayMs: number;
  onChange(filter: TransactionFilter): void;
}

type Key = Exclude<keyof TransactionFilter, "q">;

export default function ActivityFilters({ accounts, filter, datesError, searchDelayMs, onChange }: Props) {
  const id = useId();
  const [search, setSearch] = useState(filter.q ?? "");
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };

  // The search goes once typing pauses; the other filters at once.
  useEffect(() => {
    const q = search.trim();
    if (q === (latest.current.filter.q ?? "")) return;
    const timer = window.setTimeout(
      () => latest.current.onChange({ ...latest.current.filter, q: q || undefined }),
      searchDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [search, searchDelayMs]);

  function set(key: Key, value: string) {
    onChange({ ...filter, [key]: value || undefined });
  }

  const choices = <V extends string>(any: string, values: readonly V[], words: Record<V, string>) => [
    { value: "", label: any },
    ...values.map((value) => ({ value, label: words[value] })),
  ];

  return (
    <form
      className="activity-filters"
      role="search"
      aria-label={T.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="activity-filters__search">
        <TextField
          id={`${id}-q`}
          name="q"
          type="search"
          label={T.search}
          placeholder={T.searchHint}
          autoComplete="off"
          maxLength={100}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <SelectField
        id={`${id}-account`}
        name="accountId"
        label={T.account}
        value={filter.accountId ?? ""}
        options={[
          { value: "", label: T.allAccounts },
          ...accounts.map((account) => ({ value: account.id, label: account.name })),
        ]}
        onChange={(event) => set("accountId", event.target.value)}
      />
      <TextField
        id={`${id}-from`}
        name="from"
        type="date"
        label={T.from}
        value={filter.from ?? ""}
        max={filter.to}
        onChange={(event) => set("from", event.target.value)}
      />
      <TextField
        id={`${id}-to`}
        name="to"
        type="date"
        label={T.to}
        value={filter.to ?? ""}
        min={filter.from}
        error={datesError}
        onChange={(event) => set("to", event.target.value)}
      />
      <SelectField
        id={`${id}-direction`}
        name="direction"
        label={T.direction}
        value={filter.direction ?? ""}
        options={choices(T.anyDirection, TRANSACTION_DIRECTIONS, T.directions)}
        onChange={(event) => set("direction", event.target.value)}
      />
      <SelectField
        id={`${id}-status`}
        name="status"
        label={T.status}
        value={filter.status ?? ""}
        options={choices(T.anyStatus, TRANSACTION_STATUSES, M.statuses)}
        onChange={(event) => set("status", event.target.value)}
      />
      <SelectField
        id={`${id}-kind`}
        name="kind"
        label={T.kind}
        value={filter.kind ?? ""}
        options={choices(T.anyKind, TRANSACTION_KINDS, M.transactionKinds)}
        onChange={(event) => set("kind", event.target.value)}
      />
      <div className="activity-filters__clear">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setSearch("");
            onChange({});
          }}
        >
          {T.clear}
        </button>
      </div>
    </form>
  );
}
