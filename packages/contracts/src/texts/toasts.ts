// The notification region's own words (SPEC.md section 9).
import { TOAST_HOTKEY } from "../constants.ts";

export const TOAST_DEFAULT_LABEL = "Notification";
/** The toast region's name, which tells screen-reader users the key that reaches it (SPEC.md section 9). */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
export const TOAST_CLOSE_LABEL = "Close";
