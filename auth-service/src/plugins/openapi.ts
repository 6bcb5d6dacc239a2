// The OpenAPI document, generated from the same zod schemas the routes validate with.
import fastifySwagger from "@fastify/swagger";
import { jsonSchemaTransform } from "@fastify/type-provider-zod";
import fp from "fastify-plugin";

export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: "Meridian Business auth service",
          description: "Sign-up, sign-in with TOTP two-factor, and one-device-at-a-time sessions.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: { session: { type: "apiKey", in: "cookie", name: "session" } },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: "openapi" },
);
