// The demo video's captions: their words from content/demo-video/captions.yaml, their times from the moments
// the recording took each step, written as WebVTT.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { TOUR_STEPS, type TourStep } from "./tour.ts";

/** Where editors write the captions' words. */
export const CAPTIONS_SOURCE = path.resolve(import.meta.dirname, "..", "..", "content", "demo-video", "captions.yaml");

export type CaptionWords = Record<TourStep, string>;

/** When a step of the tour began, in milliseconds from the start of the video. */
export interface StepMoment {
  step: TourStep;
  atMs: number;
}

/** Reads the caption of every step; a missing, empty or unknown step stops the recording before it starts. */
export function readCaptionWords(file = CAPTIONS_SOURCE): CaptionWords {
  const parsed: unknown = parse(fs.readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null) throw new Error(`${file}: expected one caption a step`);
  const entries = parsed as Record<string, unknown>;
  const unknown = Object.keys(entries).filter((key) => !(TOUR_STEPS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new Error(`${file}: no step is named ${unknown.join(", ")} (steps: ${TOUR_STEPS.join(", ")})`);
  const words = {} as CaptionWords;
  for (const step of TOUR_STEPS) {
    const text = entries[step];
    if (typeof text !== "string" || text.trim() === "") throw new Error(`${file}: ${step}: a caption is required`);
    words[step] = text.trim();
  }
  return words;
}

/** 00:01:02.345, as WebVTT writes a cue's time. */
function cueTime(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** One cue a step, from the moment it began to the next step's (the last one to the end of the video). */
export function webVtt(words: CaptionWords, moments: readonly StepMoment[], videoEndMs: number): string {
  const cues = moments.map((moment, index) => {
    const endMs = moments[index + 1]?.atMs ?? videoEndMs;
    return `${moment.step}\n${cueTime(moment.atMs)} --> ${cueTime(endMs)}\n${words[moment.step]}`;
  });
  const note = "NOTE\nWritten by `./run record:demo` from content/demo-video/captions.yaml; edit the words there.";
  return ["WEBVTT", note, ...cues].join("\n\n") + "\n";
}
