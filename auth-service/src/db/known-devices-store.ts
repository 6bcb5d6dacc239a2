// Every SQL statement about known devices: browsers that have signed in to an account (OWASP's device cookies).
import { prepared, type Db } from "./database.ts";

export function isKnownDevice(db: Db, userId: string, deviceId: string): boolean {
  return (
    prepared(db, `SELECT 1 FROM known_devices WHERE user_id = ? AND device_id = ?`).get(userId, deviceId) !== undefined
  );
}

export function rememberDevice(db: Db, userId: string, deviceId: string, now: number): void {
  prepared(
    db,
    `INSERT INTO known_devices (user_id, device_id, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
  ).run(userId, deviceId, now, now);
}

export function forgetUserDevices(db: Db, userId: string): number {
  return prepared(db, `DELETE FROM known_devices WHERE user_id = ?`).run(userId).changes;
}

/** Forgets devices not seen since the cutoff: their cookie has expired, so no browser can present them again. */
export function deleteDevicesNotSeenSince(db: Db, cutoff: number): number {
  return prepared(db, `DELETE FROM known_devices WHERE last_seen_at < ?`).run(cutoff).changes;
}
