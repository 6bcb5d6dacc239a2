import { describe, expect, it } from "vitest";
import {
  errorsOfStep,
  fieldId,
  nextStep,
  previousStep,
  stepHref,
  stepOfPath,
  stepOfSearch,
  withWhose,
} from "./steps.ts";

describe("the application's steps", () => {
  it("reads the step from the address, and nothing from an unknown or missing one", () => {
    expect(stepOfSearch("?step=owners")).toBe("owners");
    expect(stepOfSearch("?x=1&step=review")).toBe("review");
    for (const search of ["", "?step=", "?step=OWNERS", "?step=__proto__", "?step=toString", "?step=constructor"]) {
      expect(stepOfSearch(search), search).toBeNull();
    }
  });

  it("writes a step into the address, keeping the rest of the query", () => {
    expect(stepHref("documents", "?step=business&utm=x")).toBe("?step=documents&utm=x");
    expect(stepHref("business")).toBe("?step=business");
  });

  it("goes on and back in order, and no further than the ends", () => {
    expect(nextStep("business")).toBe("owners");
    expect(nextStep("documents")).toBe("review");
    expect(nextStep("review")).toBeNull();
    expect(previousStep("business")).toBeNull();
    expect(previousStep("review")).toBe("documents");
  });

  it("routes each message of applicationErrors to the step that holds its field", () => {
    expect(stepOfPath("business.ein")).toBe("business");
    expect(stepOfPath("business.address.zip")).toBe("business");
    expect(stepOfPath("people")).toBe("owners");
    expect(stepOfPath("people.3.dateOfBirth")).toBe("owners");
    expect(stepOfPath("documents.formation")).toBe("documents");
    expect(stepOfPath("documents.identity.1")).toBe("documents");
    const errors = { "business.ein": "a", "people.0.title": "b", people: "c", "documents.formation": "d" };
    expect(errorsOfStep(errors, "owners")).toEqual([
      ["people.0.title", "b"],
      ["people", "c"],
    ]);
    expect(errorsOfStep(errors, "review")).toEqual([]);
  });

  it("names each field's control so a message can link to it", () => {
    expect(fieldId("business.address.zip")).toBe("field-business-address-zip");
    expect(fieldId("people.1.dateOfBirth")).toBe("field-people-1-dateOfBirth");
    expect(fieldId("documents.identity.0")).toBe("field-documents-identity-0");
  });

  it("says whose a person's message is, by name or by place", () => {
    const people: Record<string, string>[] = [{ firstName: "Ada", lastName: "Lovelace" }, {}];
    expect(
      withWhose(
        [
          ["people.0.title", "Enter the title."],
          ["documents.identity.1", "Upload an ID."],
          ["business.ein", "Enter the EIN."],
        ],
        people,
      ),
    ).toEqual([
      ["people.0.title", "Ada Lovelace: Enter the title."],
      ["documents.identity.1", "Person 2: Upload an ID."],
      ["business.ein", "Enter the EIN."],
    ]);
  });
});
