import { describe, expect, it } from "vitest";
import { ONBOARDING_MESSAGES as M } from "@bank/contracts";
import {
  businessDraftErrors,
  businessToSave,
  peopleDraftErrors,
  peopleToSave,
  toDraft,
  toFieldValues,
} from "./draft-values.ts";

describe("the application's inputs and its drafts", () => {
  it("flattens a stored draft into inputs and back, with numbers and yes/no as the service holds them", () => {
    const business = { legalName: "Acme LLC", address: { zip: "94107" }, cryptoUse: { planned: false } };
    const values = toFieldValues(business);
    expect(values).toEqual({ legalName: "Acme LLC", "address.zip": "94107", "cryptoUse.planned": "false" });
    expect(toDraft(values)).toEqual(business);
    const person = { firstName: "Ada", ownershipPercent: 62.5, isController: true };
    expect(toDraft(toFieldValues(person))).toEqual(person);
  });

  it("leaves empty and blank inputs out, and keeps unreadable numbers as text for the schema to refuse", () => {
    expect(toDraft({ legalName: "  ", tradeName: "", ein: "12-3456789" })).toEqual({ ein: "12-3456789" });
    expect(toDraft({ ownershipPercent: "lots" })).toEqual({ ownershipPercent: "lots" });
    expect(peopleDraftErrors([{ ownershipPercent: "lots" }])).toEqual({
      "people.0.ownershipPercent": M.ownershipRange,
    });
  });

  it("names each draft message by its full path", () => {
    expect(businessDraftErrors({ ein: "123", "address.zip": "9410" })).toEqual({
      "business.ein": M.einFormat,
      "business.address.zip": M.zipFormat,
    });
    expect(businessDraftErrors({ ein: "12-3456789" })).toEqual({});
    expect(peopleDraftErrors([{}, { dateOfBirth: "2999-01-01" }])).toEqual({ "people.1.dateOfBirth": M.notAnAdult });
  });

  it("saves the valid inputs of a section and leaves a refused one out (the service keeps its last valid value)", () => {
    expect(businessToSave({ legalName: "Acme LLC", ein: "00-1234567", "address.line1": "PO Box 12" })).toEqual({
      legalName: "Acme LLC",
    });
    expect(peopleToSave([{ firstName: "Ada", dateOfBirth: "2020-02-30" }])).toEqual([{ firstName: "Ada" }]);
  });

  it("sends a cleared input as null, so the merge patch removes the stored value instead of keeping it", () => {
    const stored = {
      legalName: "Acme LLC",
      website: "https://acme.example",
      address: { line1: "1 Main St", line2: "Suite 4" },
    };
    const values = { ...toFieldValues(stored), website: "", "address.line2": "  " };
    expect(businessToSave(values)).toEqual({
      legalName: "Acme LLC",
      website: null,
      address: { line1: "1 Main St", line2: null },
    });
    // Inputs as read give the section as stored, which the saver does not send again.
    expect(businessToSave(toFieldValues(stored))).toEqual(stored);
    // People are a list: sent whole, never with nulls.
    expect(peopleToSave([{ firstName: "Ada", title: "" }])).toEqual([{ firstName: "Ada" }]);
  });

  it("saves no people while the list as a whole is refused, and names the list in its message", () => {
    const owners = [{ ownershipPercent: "60" }, { ownershipPercent: "50" }];
    expect(peopleDraftErrors(owners)).toEqual({ people: M.ownershipOver100 });
    expect(peopleToSave(owners)).toBeUndefined();
    expect(peopleToSave(Array.from({ length: 6 }, () => ({})))).toBeUndefined();
  });

  it("checks the same inputs once: a save on blur reuses what the keystroke's check found", () => {
    const business = { ein: "00-1234567" };
    const first = businessDraftErrors(business);
    expect(businessDraftErrors(business)).toBe(first);
    // New inputs (the next keystroke) are checked afresh.
    expect(businessDraftErrors({ ...business })).not.toBe(first);
    expect(businessDraftErrors({ ...business })).toEqual(first);
    const people = [{ dateOfBirth: "2020-02-30" }];
    expect(peopleDraftErrors(people)).toBe(peopleDraftErrors(people));
  });
});
