// Every route under /api, with the API's own JSON 404 so an unknown API path never gets an HTML page.
import { API_MESSAGES } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import sessionStatusRoutes from "./auth/session-status.ts";
import activityRoutes from "./auth/activity.ts";
import contactRoutes from "./contact.ts";
import emailChangeRoutes from "./auth/email-change.ts";
import emailRoutes from "./auth/email.ts";
import meRoutes from "./auth/me.ts";
import nameRoutes from "./auth/name.ts";
import passkeySignInRoutes from "./auth/passkey-signin.ts";
import passkeyRoutes from "./auth/passkeys.ts";
import passwordChangeRoutes from "./auth/password-change.ts";
import passwordResetRoutes from "./auth/password-reset.ts";
import reauthenticateRoutes from "./auth/reauthenticate.ts";
import twoFactorRoutes from "./auth/two-factor.ts";
import adminRoutes from "./admin/index.ts";
import healthRoutes from "./health.ts";
import onboardingRoutes from "./onboarding/index.ts";
import openApiRoutes from "./openapi.ts";
import signInRoutes from "./signin.ts";
import signOutRoutes from "./signout.ts";
import signUpRoutes from "./signup.ts";
import workspaceRoutes from "../workspace/index.ts";

const apiRoutes: FastifyPluginAsync<{ railsPollMs?: number | undefined; salesEmail: string }> = async (
  api,
  options,
) => {
  api.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ success: false, message: API_MESSAGES.notFound }),
  );
  await api.register(healthRoutes);
  await api.register(openApiRoutes);
  await api.register(signUpRoutes);
  await api.register(signInRoutes);
  await api.register(signOutRoutes);
  await api.register(contactRoutes, { salesEmail: options.salesEmail });
  await api.register(sessionStatusRoutes, { prefix: "/auth" });
  await api.register(meRoutes, { prefix: "/auth" });
  await api.register(nameRoutes, { prefix: "/auth" });
  await api.register(twoFactorRoutes, { prefix: "/auth" });
  await api.register(reauthenticateRoutes, { prefix: "/auth" });
  await api.register(passwordResetRoutes, { prefix: "/auth" });
  await api.register(emailRoutes, { prefix: "/auth" });
  await api.register(passkeyRoutes, { prefix: "/auth" });
  await api.register(passkeySignInRoutes, { prefix: "/auth" });
  await api.register(passwordChangeRoutes, { prefix: "/auth" });
  await api.register(emailChangeRoutes, { prefix: "/auth" });
  await api.register(activityRoutes, { prefix: "/auth" });
  await api.register(adminRoutes, { prefix: "/admin" });
  await api.register(onboardingRoutes, { prefix: "/onboarding" });
  await api.register(workspaceRoutes, { railsPollMs: options.railsPollMs });
};

export default apiRoutes;
