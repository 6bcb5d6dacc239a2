// Transactions as a table, newest first (the overview's latest and the activity page): when (in the visitor's time
// zone), what, which account, its status in words (pending rows marked), the amount signed (+ in, - out) and
// coloured, and the account's balance once it posted. A card per transaction when its frame is narrow.
import { TRANSACTION_TEXTS as T, type Account, type Transaction } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import { localDateTime } from "../../../lib/format/local-time.ts";
import "../../ui/table-cards.css";

interface Props {
  caption: string;
  transactions: readonly Transaction[];
  accounts: readonly Account[];
  /** While a read of the list is under way. */
  busy?: boolean;
}

export default function TransactionsTable({ caption, transactions, accounts, busy = false }: Props) {
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  return (
    <div className="money-table-wrap table-cards-frame" role="region" aria-label={caption} tabIndex={0}>
      <table className="money-table table-cards" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.date}</th>
            <th scope="col">{T.description}</th>
            <th scope="col">{T.account}</th>
            <th scope="col">{T.status}</th>
            <th scope="col" className="money-num">
              {T.amount}
            </th>
            <th scope="col" className="money-num">
              {T.balanceAfter}
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const out = transaction.amount.startsWith("-");
            return (
              <tr
                key={transaction.id}
                data-transaction={transaction.id}
                data-status={transaction.status}
                className={`money-row--${transaction.status}`}
              >
                <td data-label={T.date} className="money-nowrap">
                  <time dateTime={transaction.at}>{localDateTime(transaction.at)}</time>
                </td>
                <td data-label={T.description}>
                  <span className="money-description">
                    <span>{transaction.description}</span>
                    <span className="money-muted">
                      {T.transactionKinds[transaction.kind]}
                      {transaction.counterparty && !transaction.description.includes(transaction.counterparty)
                        ? ` · ${transaction.counterparty}`
                        : ""}
                    </span>
                  </span>
                </td>
                <td data-label={T.account}>{names.get(transaction.accountId) ?? T.unknownAccount}</td>
                <td data-label={T.status}>
                  <span className={`money-status money-status--${transaction.status}`}>
                    {T.statuses[transaction.status]}
                  </span>
                </td>
                <td data-label={T.amount} className="money-num">
                  <span className={out ? "money-amount money-amount--out" : "money-amount money-amount--in"}>
                    <span className="visually-hidden">{out ? T.moneyOut : T.moneyIn} </span>
                    {formatMoney(transaction.amount, transaction.currency, { signed: true })}
                  </span>
                </td>
                <td data-label={T.balanceAfter} className="money-num">
                  {transaction.balanceAfter !== null
                    ? formatMoney(transaction.balanceAfter, transaction.currency)
                    : transaction.status === "pending"
                      ? T.notYet
                      : T.none}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
