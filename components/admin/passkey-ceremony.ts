import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

import { adminCopy } from "@/content/admin";

async function post(step: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`/admin/passkeys/${step}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof data.error === "string" ? data.error : adminCopy.failed);
  return data;
}

/** Where to go next on success; throws an Error whose message the person can read. */
export async function signInWithPasskey(): Promise<string> {
  const { challengeId, options } = await post("sign-in-options", {});
  const response = await startAuthentication({ optionsJSON: options as never });
  const result = await post("sign-in", { challengeId, response });
  return String(result.redirect);
}

export async function enrolPasskey(token: string): Promise<string> {
  const { challengeId, options } = await post("enrol-options", { token });
  const response = await startRegistration({ optionsJSON: options as never });
  const result = await post("enrol", { token, challengeId, response });
  return String(result.redirect);
}

export async function addPasskey(): Promise<void> {
  const { challengeId, options } = await post("add-options", {});
  const response = await startRegistration({ optionsJSON: options as never });
  await post("add", { challengeId, response });
}
