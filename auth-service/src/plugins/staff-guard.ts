// The staff console's guard, on the server for every /api/admin route: a session, then staff permissions (none:
// 403 "You do not have access"), then a second factor the person has (none: 403 staffTwoFactorRequired) and that
// this session proved (not yet: 403 secondFactorRequired, and the console asks for it in place), then the route's
// own permission, or one of its permissions (403), and for a change to an account a second factor proven in the last
// 10 minutes (403 reauthenticationRequired with secondFactorRequired: the password is never enough).
import { ADMIN_MESSAGES, type StaffPermission } from "@bank/contracts";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { isTwoFactorSession, hasFreshSecondFactor } from "../auth/session-proof.ts";
import { allows, grantedPermissions, secondFactorsOf } from "../auth/staff/permissions.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The preHandlers of an admin route needing `permission`, or any one of a list of them (and, with stepUp, a
     * fresh proof).
     */
    requireStaff(
      permission: StaffPermission | readonly StaffPermission[] | "any",
      options?: { stepUp?: boolean },
    ): preHandlerAsyncHookHandler[];
  }
  interface FastifyRequest {
    staffPermissions: StaffPermission[];
  }
}

export default fp(
  async (app) => {
    app.decorateRequest("staffPermissions", null as unknown as StaffPermission[]);

    const refuse = (reply: FastifyReply, body: Record<string, unknown>) =>
      reply
        .header("cache-control", "no-store")
        .code(403)
        .send({ success: false, ...body });

    app.decorate(
      "requireStaff",
      (permission: StaffPermission | readonly StaffPermission[] | "any", options: { stepUp?: boolean } = {}) => {
        const anyOf: readonly StaffPermission[] | null =
          permission === "any" ? null : typeof permission === "string" ? [permission] : permission;
        const staffCheck = async (request: FastifyRequest, reply: FastifyReply) => {
          if (reply.sent || !request.signedIn) return;
          const { user, session } = request.signedIn;
          const granted = await grantedPermissions(app.deps.db, user.id);
          if (granted.length === 0) return refuse(reply, { message: ADMIN_MESSAGES.noAccess });
          const secondFactors = await secondFactorsOf(app.deps.db, user);
          if (secondFactors.length === 0)
            return refuse(reply, { message: ADMIN_MESSAGES.twoFactorRequired, staffTwoFactorRequired: true });
          if (!isTwoFactorSession(session))
            return refuse(reply, {
              message: ADMIN_MESSAGES.secondFactorRequired,
              secondFactorRequired: true,
              secondFactors,
            });
          if (anyOf !== null && !anyOf.some((needed) => allows(granted, needed)))
            return refuse(reply, { message: ADMIN_MESSAGES.missingPermission });
          if (options.stepUp && !hasFreshSecondFactor(session, app.deps.now()))
            return refuse(reply, {
              message: ADMIN_MESSAGES.secondFactorStepUp,
              reauthenticationRequired: true,
              secondFactorRequired: true,
              secondFactors,
            });
          request.staffPermissions = granted;
        };
        return [app.requireSession, staffCheck];
      },
    );
  },
  { name: "staff-guard", dependencies: ["session-guard"] },
);
