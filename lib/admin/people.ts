import "server-only";

import { randomUUID } from "node:crypto";

import { z } from "zod";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import { audit } from "./audit";
import { ADMIN_PATHS, INVITE_TTL_MS, type AdminConfig } from "./config";
import type { AdminUser } from "./repository";
import { hashToken, newToken } from "./tokens";

export type InviteResult =
  { ok: true; user: AdminUser; link: string; expiresAt: number } | { ok: false; error: string };

// The token rides in the fragment: browsers never send it to a server or in a Referer.
export function enrolLink(config: AdminConfig, token: string): string {
  return `${config.origin}${ADMIN_PATHS.enrol}#${token}`;
}

export async function inviteAdmin(
  store: LeadStore,
  config: AdminConfig,
  address: string,
  now: number,
): Promise<InviteResult> {
  const email = z.email().safeParse(address.trim().toLowerCase());
  if (!email.success) return { ok: false, error: `"${address}" is not an email address` };
  const user = await store.admin.ensureUser({ id: randomUUID(), email: email.data, now });
  const token = newToken();
  const expiresAt = now + INVITE_TTL_MS;
  await store.admin.createInvite({ tokenHash: hashToken(token), userId: user.id, now, expiresAt });
  await audit(
    store,
    {
      userId: null,
      action: "invite",
      target: { kind: "user", id: user.id },
      ip: "cli",
      detail: "leads command",
    },
    now,
  );
  return { ok: true, user, link: enrolLink(config, token), expiresAt };
}

export async function revokeAdmin(
  store: LeadStore,
  idOrEmail: string,
  now: number,
): Promise<AdminUser | undefined> {
  const user = await store.admin.findUser(idOrEmail);
  if (!user || !(await store.admin.revokeUser(user.id, now))) return undefined;
  await audit(
    store,
    {
      userId: null,
      action: "revoke",
      target: { kind: "user", id: user.id },
      ip: "cli",
      detail: "leads command",
    },
    now,
  );
  return user;
}
