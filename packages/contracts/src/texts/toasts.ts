// The notification region's own words (its timings and hotkey are in constants.ts).
import { TOAST_HOTKEY } from "../constants.ts";

export const TOAST_DEFAULT_LABEL = "Notification";
/** The toast region's name, which tells screen-reader users the key that reaches it (TOAST_HOTKEY, F8). */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
export const TOAST_CLOSE_LABEL = "Close";
