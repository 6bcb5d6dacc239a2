// For the form tests (use-form.test.ts, workspace/money/use-money-form.test.ts): a stand-in for a <form> whose
// controls are named in the given order, each recording whether it was focused.
import { vi } from "vitest";

export function fakeForm(...names: string[]) {
  const controls = names.map((name) => ({ name, getAttribute: () => name, focus: vi.fn() }));
  const form = { elements: controls } as unknown as HTMLFormElement;
  const focused = () =>
    controls.filter((control) => control.focus.mock.calls.length > 0).map((control) => control.name);
  return { form, focused };
}
