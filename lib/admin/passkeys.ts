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

import { CHALLENGE_TTL_MS, CHALLENGES_MAX, CHALLENGES_PER_ADDRESS, type AdminConfig } from "./config";
import { failureBudget, recordFailure } from "./failures";
import { hashToken } from "./tokens";

export type Ceremony<T> = { ok: true; value: T } | { ok: false; status: 400 | 401 | 429; error: string };

export const PASSKEY_ERRORS = {
  invite: "This enrolment link is invalid, used or expired. Ask for a new one.",
  expired: "That took too long. Please try again.",
  unknownPasskey: "This passkey is not registered for the console.",
  rejected: "The passkey could not be verified.",
  rateLimited: "Too many failed sign-ins from this address. Try again in 15 minutes.",
  enrolLimited: "Too many failed enrolments from this address. Try again in 15 minutes.",
  busy: "Too many failed sign-ins to the console just now. Try again in 15 minutes.",
} as const;

const SIGN_IN_ACTION = "sign-in";
const ENROL_ACTION = "enrol";

async function saveChallenge(
  store: LeadStore,
  challenge: string,
  purpose: string,
  userId: string | null,
  ip: string,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await store.admin.saveChallenge(
    { id, challenge, purpose, userId, ip, expiresAt: now + CHALLENGE_TTL_MS },
    { perAddress: CHALLENGES_PER_ADDRESS, overall: CHALLENGES_MAX, now },
  );
  return id;
}

async function registrationOptions(
  store: LeadStore,
  config: AdminConfig,
  userId: string,
  purpose: string,
  ip: string,
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
  return { challengeId: await saveChallenge(store, options.challenge, purpose, userId, ip, now), options };
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

export async function enrolOptions(
  store: LeadStore,
  config: AdminConfig,
  inviteToken: string,
  ip: string,
  now: number,
) {
  const tokenHash = hashToken(inviteToken);
  const userId = await store.admin.peekInvite(tokenHash, now);
  if (!userId) return { ok: false, status: 400, error: PASSKEY_ERRORS.invite } as const;
  return {
    ok: true,
    value: await registrationOptions(store, config, userId, `enrol:${tokenHash}`, ip, now),
  } as const;
}

// Failures are audited here, a few per address and a bounded number overall.
export async function enrolVerify(
  store: LeadStore,
  config: AdminConfig,
  input: { token: string; challengeId: string; response: RegistrationResponseJSON },
  ip: string,
  now: number,
): Promise<Ceremony<{ userId: string }>> {
  const budget = await failureBudget(store, ENROL_ACTION, ip, now);
  if (budget.addressSpent) return { ok: false, status: 429, error: PASSKEY_ERRORS.enrolLimited };
  const tokenHash = hashToken(input.token);
  const result = await storeRegistration(store, config, input, `enrol:${tokenHash}`, now, async (userId) => {
    const invited = await store.admin.peekInvite(tokenHash, now);
    return invited === userId && (await store.admin.useInvite(tokenHash, now));
  });
  if (!result.ok)
    await recordFailure(store, budget, { action: ENROL_ACTION, userId: null, ip, detail: result.error }, now);
  return result;
}

export function addPasskeyOptions(
  store: LeadStore,
  config: AdminConfig,
  userId: string,
  ip: string,
  now: number,
) {
  return registrationOptions(store, config, userId, `add:${userId}`, ip, now);
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

export async function signInOptions(
  store: LeadStore,
  config: AdminConfig,
  ip: string,
  now: number,
): Promise<Ceremony<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>> {
  if ((await failureBudget(store, SIGN_IN_ACTION, ip, now)).addressSpent)
    return { ok: false, status: 429, error: PASSKEY_ERRORS.rateLimited };
  const options = await generateAuthenticationOptions({ rpID: config.rpId, userVerification: "required" });
  return {
    ok: true,
    value: {
      challengeId: await saveChallenge(store, options.challenge, SIGN_IN_ACTION, null, ip, now),
      options,
    },
  };
}

// Failures are audited here, naming the passkey's person when known. Past the overall failure budget only a
// registered passkey is still checked, so a flood from many addresses cannot lock its owner out.
export async function signInVerify(
  store: LeadStore,
  config: AdminConfig,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  ip: string,
  now: number,
): Promise<Ceremony<{ userId: string }>> {
  const budget = await failureBudget(store, SIGN_IN_ACTION, ip, now);
  if (budget.addressSpent) return { ok: false, status: 429, error: PASSKEY_ERRORS.rateLimited };
  const fail = async (status: 400 | 401, error: string, userId: string | null, detail: string) => {
    await recordFailure(store, budget, { action: SIGN_IN_ACTION, userId, ip, detail }, now);
    return { ok: false, status, error } as const;
  };
  const challenge = await store.admin.takeChallenge(input.challengeId, SIGN_IN_ACTION, now);
  if (!challenge) return fail(400, PASSKEY_ERRORS.expired, null, "challenge expired");
  const credential = await store.admin.getCredential(input.response.id);
  const user = credential ? await store.admin.getUser(credential.userId) : undefined;
  if (!credential || !user || user.revokedAt !== null) {
    if (budget.overallSpent) return { ok: false, status: 429, error: PASSKEY_ERRORS.busy };
    return fail(401, PASSKEY_ERRORS.unknownPasskey, user?.id ?? null, "passkey refused");
  }
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
  if (!verification?.verified) return fail(401, PASSKEY_ERRORS.rejected, user.id, "passkey refused");
  await store.admin.touchCredential(credential.id, verification.authenticationInfo.newCounter, now);
  return { ok: true, value: { userId: user.id } };
}
