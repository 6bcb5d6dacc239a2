import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "@bank/contracts";
import { $toasts, addToast, dismissToast, removeToast } from "./toasts.ts";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    removeToast();
    vi.useRealTimers();
  });

  it("adds an open toast of the default variant", () => {
    addToast({ title: "Welcome Back!" });
    expect($toasts.get()).toEqual([expect.objectContaining({ title: "Welcome Back!", variant: "default", open: true })]);
  });

  it("keeps one toast at a time: the newest replaces the older", () => {
    addToast({ title: "first" });
    addToast({ title: "second" });
    expect($toasts.get().map((toast) => toast.title)).toEqual(["second"]);
  });

  it("updates a toast in place", () => {
    const toast = addToast({ title: "2FA Required" });
    toast.update({ description: "later text", variant: "destructive" });
    expect($toasts.get()[0]).toMatchObject({ id: toast.id, title: "2FA Required", description: "later text", variant: "destructive" });
  });

  it("closes a dismissed toast at once and removes it 1,000,000 ms later", () => {
    const toast = addToast({ title: "Signin Failed" });
    toast.dismiss();
    expect($toasts.get()[0]).toMatchObject({ id: toast.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it("dismisses every toast when no id is given", () => {
    addToast({ title: "one" });
    dismissToast();
    expect($toasts.get().every((toast) => !toast.open)).toBe(true);
  });
});
