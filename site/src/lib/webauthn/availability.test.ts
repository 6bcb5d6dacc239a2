import { describe, expect, it } from "vitest";
import { passkeysUnavailableReason, type PageLocation, type PageWindow } from "./availability.ts";

/** The parts of `location` the check reads, for `href`. */
function at(href: string): PageLocation {
  const { protocol, hostname, port, pathname, search } = new URL(href);
  return { protocol, hostname, port, pathname, search };
}

/** A current browser's window: a secure context has WebAuthn. */
const modern: PageWindow = { isSecureContext: true, PublicKeyCredential: function PublicKeyCredential() {} };
/** Plain http off localhost: the browser hides WebAuthn (it exists only in a secure context). */
const insecure: PageWindow = { isSecureContext: false };

describe("passkeysUnavailableReason", () => {
  it("is null on localhost over http and on a named site over https", () => {
    expect(passkeysUnavailableReason(at("http://localhost:4321/signin"), modern)).toBeNull();
    expect(passkeysUnavailableReason(at("https://bank.example/dashboard/settings/passkeys"), modern)).toBeNull();
  });

  it("names a loopback IP address and suggests the same page at localhost on the current port", () => {
    expect(passkeysUnavailableReason(at("http://127.0.0.1:45200/signin?next=%2Fdashboard"), modern)).toEqual({
      reason: "ip-address",
      host: "127.0.0.1",
      suggestedUrl: "http://localhost:45200/signin?next=%2Fdashboard",
    });
    expect(passkeysUnavailableReason(at("http://[::1]:4321/signin"), modern)).toEqual({
      reason: "ip-address",
      host: "[::1]",
      suggestedUrl: "http://localhost:4321/signin",
    });
    expect(passkeysUnavailableReason(at("https://127.0.0.1/signin"), modern)).toMatchObject({
      suggestedUrl: "https://localhost/signin",
    });
  });

  it("names another machine's IP address with no suggestion, insecure or not", () => {
    expect(passkeysUnavailableReason(at("http://192.168.1.20:4321/signin"), insecure)).toEqual({
      reason: "ip-address",
      host: "192.168.1.20",
      suggestedUrl: null,
    });
    expect(passkeysUnavailableReason(at("https://[2001:db8::1]/signin"), modern)).toMatchObject({
      reason: "ip-address",
      suggestedUrl: null,
    });
  });

  it("is not-secure for plain http on a named host other than localhost", () => {
    expect(passkeysUnavailableReason(at("http://bank.internal:8080/signin"), insecure)).toEqual({
      reason: "not-secure",
      host: "bank.internal",
    });
  });

  it("is unsupported in a secure context without WebAuthn", () => {
    expect(passkeysUnavailableReason(at("https://bank.example/signin"), { isSecureContext: true })).toEqual({
      reason: "unsupported",
    });
  });

  it("does not take a host name made of digits and letters for an address", () => {
    expect(passkeysUnavailableReason(at("https://1.2.3.bank.example/signin"), modern)).toBeNull();
  });
});
