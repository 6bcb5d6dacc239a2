import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port.ts";

describe("freePort", () => {
  it("gives a port nothing listens on, which a server can then take", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
