// The cards page's forms checked before they are sent (the service checks again): issuing a card and a sandbox
// purchase. By hand, not with zod: the page keeps to its JavaScript budget (docs/architecture.md).
import {
  CARD_MESSAGES as C,
  CARD_NAME_MAX_LENGTH,
  CARDS_PAGE_TEXTS as T,
  MAX_CARD_DAILY_LIMIT,
  MERCHANT_NAME_MAX_LENGTH,
  type AuthorizationRequest,
  type CardRequest,
  type MerchantCategory,
} from "@bank/contracts";
import { checkAmount } from "../money/amount-check.ts";
import type { Checked } from "../money/use-money-form.ts";

export interface IssueValues {
  holderUserId: string;
  name: string;
  accountId: string;
  dailyLimit: string;
}

export function checkIssue(values: IssueValues): Checked<CardRequest> {
  const errors: Record<string, string> = {};
  if (!values.holderUserId) errors.holderUserId = C.holder;
  const name = values.name.trim();
  if (name.length === 0 || name.length > CARD_NAME_MAX_LENGTH) errors.name = C.cardName;
  if (!values.accountId) errors.accountId = C.account;
  const limit = checkAmount(values.dailyLimit, "USD", { amount: MAX_CARD_DAILY_LIMIT, message: C.dailyLimit });
  if (!limit.ok) errors.dailyLimit = limit.message;
  if (Object.keys(errors).length > 0 || !limit.ok) return { ok: false, errors };
  return {
    ok: true,
    request: { holderUserId: values.holderUserId, name, accountId: values.accountId, dailyLimit: limit.amount },
  };
}

export interface PurchaseValues {
  merchant: string;
  category: MerchantCategory;
  amount: string;
}

export function checkPurchase(values: PurchaseValues): Checked<AuthorizationRequest> {
  const errors: Record<string, string> = {};
  const merchant = values.merchant.trim();
  if (merchant.length === 0 || merchant.length > MERCHANT_NAME_MAX_LENGTH) errors.merchant = T.merchantRequired;
  const amount = checkAmount(values.amount, "USD");
  if (!amount.ok) errors.amount = amount.message;
  if (Object.keys(errors).length > 0 || !amount.ok) return { ok: false, errors };
  return { ok: true, request: { amount: amount.amount, merchant: { name: merchant, category: values.category } } };
}

/** The service's field messages under the purchase form's names ("merchant.name" is the form's "merchant"). */
export function purchaseErrorsOf(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field.startsWith("merchant.category")) errors.category = message;
    else if (field.startsWith("merchant")) errors.merchant = message;
    else errors[field] = message;
  }
  return errors;
}
