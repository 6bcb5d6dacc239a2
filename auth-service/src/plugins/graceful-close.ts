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
    // Callback hooks, not async ones: they run on every answer and should cost nothing while not closing.
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (closing) reply.header("connection", "close");
      done(null, payload);
    });
    app.addHook("onResponse", (_request, _reply, done) => {
      // After this tick the answer's socket counts as idle, and the server may drop it.
      if (closing) setImmediate(() => app.server.closeIdleConnections());
      done();
    });
  },
  { name: "graceful-close" },
);
