// The baseline of the benchmark: a bare Fastify route answering what session-status answers, nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ isValid: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
process.send?.({ port: (app.server.address() as { port: number }).port });
