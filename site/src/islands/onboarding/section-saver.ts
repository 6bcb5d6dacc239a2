// Saves the application's sections one request at a time: a change made while a save is under way waits for it,
// and only the newest value of each section is sent then (each value is the section as the form holds it, a merge
// patch with null for a cleared field, so answers arriving out of order could otherwise put an older value back).
// A section equal to what was last saved is not sent again.
import type { ApplicationPatch } from "@bank/contracts";

export type SaveStatus = "idle" | "saving" | "saved" | "failed";

export interface SectionSaver {
  /** Queues the section's newest value; resolves once everything queued so far is saved or has failed. */
  save(patch: ApplicationPatch): Promise<void>;
  /** Resolves when nothing is queued or under way. */
  settled(): Promise<void>;
  /** Takes the stored sections as saved (after a read), so they are not sent back unchanged. */
  reset(saved: ApplicationPatch): void;
}

export function createSectionSaver(
  send: (patch: ApplicationPatch) => Promise<void>,
  onStatus: (status: SaveStatus, error?: unknown) => void,
): SectionSaver {
  const lastSaved = new Map<string, string>();
  let queued: ApplicationPatch = {};
  let running: Promise<void> | null = null;

  const unsaved = (section: string, value: unknown) => lastSaved.get(section) !== JSON.stringify(value);

  async function drain(): Promise<void> {
    for (;;) {
      const patch = Object.fromEntries(Object.entries(queued).filter(([section, value]) => unsaved(section, value)));
      queued = {};
      if (Object.keys(patch).length === 0) break;
      onStatus("saving");
      try {
        await send(patch);
        for (const [section, value] of Object.entries(patch)) lastSaved.set(section, JSON.stringify(value));
      } catch (error) {
        onStatus("failed", error);
        queued = {}; // nothing was marked saved: the next change sends its section again
        return;
      }
    }
    onStatus("saved");
  }

  async function settled(): Promise<void> {
    while (running) await running;
  }

  function start(): void {
    running = drain().finally(() => {
      running = null;
      if (Object.keys(queued).length > 0) start();
    });
  }

  return {
    save(patch) {
      for (const [section, value] of Object.entries(patch)) {
        if (value !== undefined) (queued as Record<string, unknown>)[section] = value;
      }
      if (running === null) {
        if (!Object.entries(queued).some(([section, value]) => unsaved(section, value))) queued = {};
        else start();
      }
      return settled();
    },
    settled,
    reset(saved) {
      for (const [section, value] of Object.entries(saved)) lastSaved.set(section, JSON.stringify(value));
    },
  };
}
