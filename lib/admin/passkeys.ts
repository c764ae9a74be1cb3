import "server-only";

import { randomUUID } from "node:crypto";

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import { CHALLENGE_TTL_MS, SIGN_IN_FAILURES_ALLOWED, SIGN_IN_WINDOW_MS, type AdminConfig } from "./config";
import { hashToken } from "./tokens";

export type Ceremony<T> = { ok: true; value: T } | { ok: false; status: 400 | 401 | 429; error: string };

export const PASSKEY_ERRORS = {
  invite: "This enrolment link is invalid, used or expired. Ask for a new one.",
  expired: "That took too long. Please try again.",
  unknownPasskey: "This passkey is not registered for the console.",
  rejected: "The passkey could not be verified.",
  rateLimited: "Too many failed sign-ins from this address. Try again in 15 minutes.",
} as const;

const SIGN_IN_ACTION = "sign-in";

async function saveChallenge(
  store: LeadStore,
  challenge: string,
  purpose: string,
  userId: string | null,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await store.admin.saveChallenge({ id, challenge, purpose, userId, expiresAt: now + CHALLENGE_TTL_MS });
  return id;
}

async function registrationOptions(
  store: LeadStore,
  config: AdminConfig,
  userId: string,
  purpose: string,
  now: number,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const user = await store.admin.getUser(userId);
  if (!user) throw new Error("admin user missing");
  const existing = await store.admin.credentialsOf(userId);
  const options = await generateRegistrationOptions({
    rpName: config.rpName,
    rpID: config.rpId,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((credential) => ({
      id: credential.id,
      transports: credential.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { challengeId: await saveChallenge(store, options.challenge, purpose, userId, now), options };
}

async function storeRegistration(
  store: LeadStore,
  config: AdminConfig,
  input: { challengeId: string; response: RegistrationResponseJSON },
  purpose: string,
  now: number,
  beforeStore?: (userId: string) => Promise<boolean>,
): Promise<Ceremony<{ userId: string }>> {
  const challenge = await store.admin.takeChallenge(input.challengeId, purpose, now);
  if (!challenge?.userId) return { ok: false, status: 400, error: PASSKEY_ERRORS.expired };
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: config.origin,
    expectedRPID: config.rpId,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return { ok: false, status: 400, error: PASSKEY_ERRORS.rejected };
  if (beforeStore && !(await beforeStore(challenge.userId)))
    return { ok: false, status: 400, error: PASSKEY_ERRORS.invite };
  const { credential } = verification.registrationInfo;
  await store.admin.addCredential({
    id: credential.id,
    userId: challenge.userId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: now,
    lastUsedAt: null,
  });
  return { ok: true, value: { userId: challenge.userId } };
}

export async function enrolOptions(store: LeadStore, config: AdminConfig, inviteToken: string, now: number) {
  const tokenHash = hashToken(inviteToken);
  const userId = await store.admin.peekInvite(tokenHash, now);
  if (!userId) return { ok: false, status: 400, error: PASSKEY_ERRORS.invite } as const;
  return {
    ok: true,
    value: await registrationOptions(store, config, userId, `enrol:${tokenHash}`, now),
  } as const;
}

export async function enrolVerify(
  store: LeadStore,
  config: AdminConfig,
  input: { token: string; challengeId: string; response: RegistrationResponseJSON },
  now: number,
): Promise<Ceremony<{ userId: string }>> {
  const tokenHash = hashToken(input.token);
  return storeRegistration(store, config, input, `enrol:${tokenHash}`, now, async (userId) => {
    const invited = await store.admin.peekInvite(tokenHash, now);
    return invited === userId && (await store.admin.useInvite(tokenHash, now));
  });
}

export function addPasskeyOptions(store: LeadStore, config: AdminConfig, userId: string, now: number) {
  return registrationOptions(store, config, userId, `add:${userId}`, now);
}

export function addPasskeyVerify(
  store: LeadStore,
  config: AdminConfig,
  userId: string,
  input: { challengeId: string; response: RegistrationResponseJSON },
  now: number,
): Promise<Ceremony<{ userId: string }>> {
  return storeRegistration(store, config, input, `add:${userId}`, now);
}

async function rateLimited(store: LeadStore, ip: string, now: number): Promise<boolean> {
  const failures = await store.admin.countAudit({
    action: SIGN_IN_ACTION,
    outcome: "failed",
    ip,
    since: now - SIGN_IN_WINDOW_MS,
  });
  return failures >= SIGN_IN_FAILURES_ALLOWED;
}

export async function signInOptions(
  store: LeadStore,
  config: AdminConfig,
  ip: string,
  now: number,
): Promise<Ceremony<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>> {
  if (await rateLimited(store, ip, now)) return { ok: false, status: 429, error: PASSKEY_ERRORS.rateLimited };
  const options = await generateAuthenticationOptions({ rpID: config.rpId, userVerification: "required" });
  return {
    ok: true,
    value: { challengeId: await saveChallenge(store, options.challenge, SIGN_IN_ACTION, null, now), options },
  };
}

// Failures name the passkey's person when known, for the audit log.
export async function signInVerify(
  store: LeadStore,
  config: AdminConfig,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  ip: string,
  now: number,
): Promise<Ceremony<{ userId: string }> & { userId?: string }> {
  if (await rateLimited(store, ip, now)) return { ok: false, status: 429, error: PASSKEY_ERRORS.rateLimited };
  const challenge = await store.admin.takeChallenge(input.challengeId, SIGN_IN_ACTION, now);
  if (!challenge) return { ok: false, status: 400, error: PASSKEY_ERRORS.expired };
  const credential = await store.admin.getCredential(input.response.id);
  const user = credential ? await store.admin.getUser(credential.userId) : undefined;
  if (!credential || !user || user.revokedAt !== null)
    return { ok: false, status: 401, error: PASSKEY_ERRORS.unknownPasskey, userId: user?.id };
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: config.origin,
    expectedRPID: config.rpId,
    credential: {
      id: credential.id,
      publicKey: isoBase64URL.toBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified)
    return { ok: false, status: 401, error: PASSKEY_ERRORS.rejected, userId: user.id };
  await store.admin.touchCredential(credential.id, verification.authenticationInfo.newCounter, now);
  return { ok: true, value: { userId: user.id } };
}
