// Shutdown that waits for answers in flight, then lets their keep-alive connections go at once: otherwise a
// browser's idle connection (kept for minutes) holds the close open until close-with-grace gives up and the
// database is never closed cleanly.
import fp from "fastify-plugin";

export default fp(
  async (app) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onSend", async (_request, reply) => {
      if (closing) reply.header("connection", "close");
    });
    app.addHook("onResponse", async () => {
      // After this tick the answer's socket counts as idle, and the server may drop it.
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  },
  { name: "graceful-close" },
);
