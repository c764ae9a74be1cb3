import "server-only";

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { cookies } from "next/headers";
import { z } from "zod";

import { adminCopy } from "@/content/admin";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { PASSKEY_BODY_MAX_BYTES } from "@/lib/server/body-limits";
import { readLimitedText } from "@/lib/server/read-limited-body";

import { audit } from "./audit";
import { ADMIN_PATHS, SESSION_IDLE_MS } from "./config";
import {
  addPasskeyOptions,
  addPasskeyVerify,
  enrolOptions,
  enrolVerify,
  signInOptions,
  signInVerify,
  type Ceremony,
} from "./passkeys";
import { adminRequest, type AdminRequest } from "./request";
import { openSession, sessionCookieName, sessionCookieOptions } from "./session";

const bodySchema = z.object({
  token: z.string().max(200).optional(),
  challengeId: z.string().max(100).optional(),
  response: z.looseObject({ id: z.string().max(1_500), type: z.string() }).optional(),
});

type Body = z.output<typeof bodySchema>;

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function failure(result: Extract<Ceremony<unknown>, { ok: false }>): Response {
  return json(result.status, { error: result.error });
}

async function signIn(request: AdminRequest, userId: string, action: string): Promise<Response> {
  const now = Date.now();
  const token = await openSession(request.store, request.config, userId, request.token, now);
  (await cookies()).set(sessionCookieName(request.config), token, sessionCookieOptions(request.config));
  await request.store.admin.sweep(now - SESSION_IDLE_MS, now);
  await audit(request.store, { userId, action, ip: request.ip }, now);
  return json(200, { redirect: ADMIN_PATHS.leads });
}

async function step(request: AdminRequest, name: string, body: Body): Promise<Response> {
  const now = Date.now();
  const { store, config, ip } = request;
  switch (name) {
    case "sign-in-options": {
      const result = await signInOptions(store, config, ip, now);
      return result.ok ? json(200, result.value) : failure(result);
    }
    case "sign-in": {
      if (!body.challengeId || !body.response) return json(400, { error: adminCopy.failed });
      const input = {
        challengeId: body.challengeId,
        response: body.response as unknown as AuthenticationResponseJSON,
      };
      const result = await signInVerify(store, config, input, ip, now);
      return result.ok ? signIn(request, result.value.userId, "sign-in") : failure(result);
    }
    case "enrol-options": {
      if (!body.token) return json(400, { error: adminCopy.enrol.missing });
      const result = await enrolOptions(store, config, body.token, ip, now);
      return result.ok ? json(200, result.value) : json(result.status, { error: result.error });
    }
    case "enrol": {
      if (!body.token || !body.challengeId || !body.response) return json(400, { error: adminCopy.failed });
      const input = {
        token: body.token,
        challengeId: body.challengeId,
        response: body.response as unknown as RegistrationResponseJSON,
      };
      const result = await enrolVerify(store, config, input, ip, now);
      if (!result.ok) return failure(result);
      await audit(store, { userId: result.value.userId, action: "enrol", ip }, now);
      return signIn(request, result.value.userId, "sign-in");
    }
    case "add-options":
    case "add": {
      if (!request.session) return json(401, { error: "Sign in to the console first." });
      const userId = request.session.userId;
      if (name === "add-options") return json(200, await addPasskeyOptions(store, config, userId, ip, now));
      if (!body.challengeId || !body.response) return json(400, { error: adminCopy.failed });
      const input = {
        challengeId: body.challengeId,
        response: body.response as unknown as RegistrationResponseJSON,
      };
      const result = await addPasskeyVerify(store, config, userId, input, now);
      await audit(store, {
        userId,
        action: "passkey.add",
        outcome: result.ok ? "ok" : "failed",
        target: { kind: "user", id: userId },
        ip,
      });
      return result.ok ? json(200, { added: true }) : failure(result);
    }
    default:
      return json(404, { error: "No such step." });
  }
}

export async function handlePasskeyStep(incoming: Request, name: string): Promise<Response> {
  const request = await adminRequest({ originRequired: true });
  if (!request.sameOrigin)
    return json(403, { error: "This request did not come from the console's own origin." });
  const text = await readLimitedText(incoming, PASSKEY_BODY_MAX_BYTES).catch(() => "");
  if (text === undefined) return json(413, { error: LEAD_MESSAGES.tooLarge });
  let parsed: Body;
  try {
    parsed = bodySchema.parse(JSON.parse(text || "{}"));
  } catch {
    return json(400, { error: adminCopy.failed });
  }
  return step(request, name, parsed);
}
