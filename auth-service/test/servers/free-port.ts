// A TCP port on 127.0.0.1 that nothing listens on right now, for the servers tests start.
import net from "node:net";

/** The kernel picks the port, and it is released at once for the caller. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
