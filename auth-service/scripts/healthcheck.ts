// The container's health check: exits 0 when GET /api/health answers 200 on this machine, else 1.
const port = process.env.PORT ?? "4321";
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
