import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "auth-service",
    include: ["test/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/cheap-argon2.ts"],
    // Some tests hash at the real cost (argon2id, ~20 ms each) on a shared 2-core machine: allow time, not flakiness.
    testTimeout: 60_000,
    // A file per core at once, not vitest's one fewer: these tests mostly wait on the servers and databases they
    // start, so on two cores a second worker took the whole unit run from about 690 s to 409 s. The PostgreSQL
    // project inherits it. (A root-level maxWorkers does not reach the projects.)
    maxWorkers: "100%",
    // A worker keeps the modules it has loaded from one file to the next rather than loading the service again for
    // each of about 200 files: a quarter less time. Every test builds its own app, database and clock, so no
    // state crosses files; the three files that spy on argon2 reset the modules before they load the service.
    isolate: false,
  },
});
