// Every query about known devices: browsers that have signed in to an account (OWASP's device cookies).
import type { Db } from "./database.ts";

export async function isKnownDevice(db: Db, userId: string, deviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom("known_devices")
    .select("device_id")
    .where("user_id", "=", userId)
    .where("device_id", "=", deviceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberDevice(db: Db, userId: string, deviceId: string, now: number): Promise<void> {
  await db
    .insertInto("known_devices")
    .values({ user_id: userId, device_id: deviceId, first_seen_at: now, last_seen_at: now })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "device_id"]).doUpdateSet((excluded) => ({
        last_seen_at: excluded.ref("excluded.last_seen_at"),
      })),
    )
    .execute();
}

export async function forgetUserDevices(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("known_devices").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets devices not seen since the cutoff: their cookie has expired, so no browser can present them again. */
export async function deleteDevicesNotSeenSince(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("known_devices").where("last_seen_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
