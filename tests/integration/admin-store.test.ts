/** The console's sessions, invites and audit log on SQLite and PostgreSQL: expiry, rotation, revocation, append-only. */
import { describe, expect, it } from "vitest";

import {
  adminConfig,
  CHALLENGES_PER_ADDRESS,
  FAILURES_RECORDED_MAX,
  INVITE_TTL_MS,
  SESSION_IDLE_MS,
  SIGN_IN_FAILURES_ALLOWED,
} from "@/lib/admin/config";
import { enrolOptions, enrolVerify, signInOptions, signInVerify } from "@/lib/admin/passkeys";
import { inviteAdmin, revokeAdmin } from "@/lib/admin/people";
import { closeSession, openSession, readSession } from "@/lib/admin/session";
import { hashToken } from "@/lib/admin/tokens";
import { getServerEnv } from "@/lib/env";

import { adminCommand } from "../../scripts/leads/admin";
import { T0 } from "../support/lead-harness";
import { useLeadSuite, type LeadSuite } from "../support/lead-suite";
import { openRaw } from "../support/raw-store";
import { softPasskey, type SoftPasskey } from "../support/soft-passkey";
import { storeBackends } from "../support/store-backends";

const backends = await storeBackends();
const config = adminConfig({
  NEXT_PUBLIC_SITE_URL: "https://www.bluebonnet.example/",
  ADMIN_ORIGIN: undefined,
  ADMIN_RP_ID: undefined,
});
const HOUR = 60 * 60_000;

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`console store on ${name}`, () => {
    let { store, config: storeConfig } = {} as LeadSuite;
    useLeadSuite(make, (fresh) => ({ store, config: storeConfig } = fresh));

    async function invited(email = "owner@bluebonnet.test") {
      const result = await inviteAdmin(store, config, email, T0);
      if (!result.ok) throw new Error(result.error);
      return { ...result, token: result.link.split("#")[1]! };
    }

    async function signInWith(passkey: SoftPasskey | undefined, userId: string, ip: string, now: number) {
      const options = await signInOptions(store, config, ip, now);
      if (!options.ok) return options;
      const response = passkey
        ? passkey.answer({
            challenge: options.value.options.challenge,
            rpId: config.rpId,
            origin: config.origin,
            userId,
          })
        : ({
            id: "unknown",
            rawId: "unknown",
            type: "public-key",
            response: {},
            clientExtensionResults: {},
          } as never);
      return signInVerify(store, config, { challengeId: options.value.challengeId, response }, ip, now);
    }

    async function enrolled(email = "owner@bluebonnet.test") {
      const { user } = await invited(email);
      const passkey = softPasskey();
      await store.admin.addCredential({
        id: passkey.id,
        userId: user.id,
        publicKey: passkey.publicKey,
        counter: 0,
        transports: ["internal"],
        createdAt: T0,
        lastUsedAt: null,
      });
      return { user, passkey };
    }

    async function count(table: "admin_challenges" | "admin_audit", where?: { action: string }) {
      const raw = await openRaw(storeConfig);
      try {
        let query = raw.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
        if (where) query = query.where("action" as never, "=", where.action as never);
        return Number((await query.executeTakeFirstOrThrow()).n);
      } finally {
        await raw.close();
      }
    }

    it("a revoked person invited again must enrol anew: the old passkey no longer signs in", async () => {
      const { user, passkey } = await enrolled();
      expect(await signInWith(passkey, user.id, "203.0.113.7", T0 + 1)).toMatchObject({ ok: true });
      await revokeAdmin(store, user.id, T0 + 2);
      expect(await signInWith(passkey, user.id, "203.0.113.7", T0 + 3)).toMatchObject({
        ok: false,
        status: 401,
      });
      // The stolen phone's passkey stays refused after the person is invited again.
      const again = await invited();
      expect(await signInWith(passkey, user.id, "203.0.113.7", T0 + 4)).toMatchObject({
        ok: false,
        status: 401,
      });
      expect(again.user).toMatchObject({ id: user.id, revokedAt: null, passkeys: 0 });
      expect(await store.admin.getCredential(passkey.id)).toBeUndefined();
    });

    it("keeps at most five outstanding sign-in challenges per address and a bounded number overall", async () => {
      for (let i = 0; i < 30; i += 1)
        expect((await signInOptions(store, config, "192.0.2.1", T0 + i)).ok).toBe(true);
      expect(await count("admin_challenges")).toBe(CHALLENGES_PER_ADDRESS);
      // The newest serve; the oldest were dropped.
      const newest = await signInOptions(store, config, "192.0.2.1", T0 + 40);
      expect(
        newest.ok && (await store.admin.takeChallenge(newest.value.challengeId, "sign-in", T0 + 41)),
      ).toBeTruthy();
      for (let i = 0; i < 12; i += 1)
        await store.admin.saveChallenge(
          {
            id: `c${i}`,
            challenge: "x",
            purpose: "sign-in",
            userId: null,
            ip: `192.0.2.${10 + i}`,
            expiresAt: T0 + 100 + i,
          },
          { perAddress: 5, overall: 10, now: T0 },
        );
      expect(await count("admin_challenges")).toBe(10);
      expect(await store.admin.takeChallenge("c11", "sign-in", T0)).toBeDefined();
      expect(await store.admin.takeChallenge("c0", "sign-in", T0)).toBeUndefined();
    });

    it("junk enrolments write at most five audit rows per address, then are refused", async () => {
      const junk = { token: "junk", challengeId: "nope", response: { id: "x" } as never };
      const results = [];
      for (let i = 0; i < 30; i += 1)
        results.push(await enrolVerify(store, config, junk, "192.0.2.2", T0 + i));
      expect(results.slice(0, 5).map((r) => r.ok || r.status)).toEqual([400, 400, 400, 400, 400]);
      expect(results.at(-1)).toMatchObject({ ok: false, status: 429 });
      expect(await count("admin_audit", { action: "enrol" })).toBe(5);
      // Many addresses together stop adding rows at the overall cap.
      for (let a = 0; a < 12; a += 1)
        for (let i = 0; i < 5; i += 1) await enrolVerify(store, config, junk, `198.18.0.${a}`, T0 + 100 + i);
      expect(await count("admin_audit", { action: "enrol" })).toBe(FAILURES_RECORDED_MAX);
    });

    it("junk enrolments sent all at once still write at most five rows for the address", async () => {
      const junk = { token: "junk", challengeId: "nope", response: { id: "x" } as never };
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => enrolVerify(store, config, junk, "192.0.2.3", T0 + i)),
      );
      expect(await count("admin_audit", { action: "enrol" })).toBe(SIGN_IN_FAILURES_ALLOWED);
    });

    it("past the overall cap of failed sign-ins unknown passkeys are refused unrecorded; the owner still signs in", async () => {
      const { user, passkey } = await enrolled();
      for (let a = 0; a < 12; a += 1)
        for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i += 1)
          expect(await signInWith(undefined, user.id, `198.18.1.${a}`, T0 + i)).toMatchObject({ ok: false });
      expect(await count("admin_audit", { action: "sign-in" })).toBe(FAILURES_RECORDED_MAX);
      expect(await signInWith(undefined, user.id, "198.18.2.1", T0 + 10)).toMatchObject({
        ok: false,
        status: 429,
      });
      expect(await count("admin_audit", { action: "sign-in" })).toBe(FAILURES_RECORDED_MAX);
      expect(await signInWith(passkey, user.id, "198.18.2.1", T0 + 11)).toMatchObject({ ok: true });
    });

    it("derives the relying party from the site URL, and builds invite links from the origin, token in the fragment", async () => {
      expect(config).toMatchObject({
        origin: "https://www.bluebonnet.example",
        rpId: "www.bluebonnet.example",
        secure: true,
      });
      const { link, expiresAt, user } = await invited("Owner@Bluebonnet.test ");
      expect(link).toMatch(/^https:\/\/www\.bluebonnet\.example\/admin\/enrol#[\w-]{43}$/);
      expect(expiresAt).toBe(T0 + INVITE_TTL_MS);
      expect(user.email).toBe("owner@bluebonnet.test");
      expect(await inviteAdmin(store, config, "not an email", T0)).toMatchObject({ ok: false });
    });

    it("an invite serves once and only for 24 hours", async () => {
      const { token, user } = await invited();
      expect(await store.admin.peekInvite(hashToken(token), T0 + INVITE_TTL_MS - 1)).toBe(user.id);
      expect(await store.admin.peekInvite(hashToken(token), T0 + INVITE_TTL_MS)).toBeUndefined();
      expect((await enrolOptions(store, config, token, "203.0.113.1", T0 + INVITE_TTL_MS)).ok).toBe(false);
      const options = await enrolOptions(store, config, token, "203.0.113.1", T0 + 1);
      expect(options.ok && options.value.options.rp.id).toBe("www.bluebonnet.example");
      expect(await store.admin.useInvite(hashToken(token), T0 + 2)).toBe(true);
      expect(await store.admin.useInvite(hashToken(token), T0 + 3)).toBe(false);
      expect((await enrolOptions(store, config, token, "203.0.113.1", T0 + 4)).ok).toBe(false);
    });

    it("sessions expire after 12 hours idle, rotate at sign-in, and end with sign-out or revocation", async () => {
      const { user } = await invited();
      const first = await openSession(store, config, user.id, undefined, T0);
      expect((await readSession(store, config, first, T0 + HOUR))?.userId).toBe(user.id);
      // Reading it an hour later moved its idle clock: 12 hours after that it is still live, one more second not.
      expect(await readSession(store, config, first, T0 + HOUR + SESSION_IDLE_MS - 1)).toBeDefined();
      expect(await readSession(store, config, first, T0 + 2 * HOUR + 2 * SESSION_IDLE_MS)).toBeUndefined();

      const second = await openSession(store, config, user.id, undefined, T0);
      const rotated = await openSession(store, config, user.id, second, T0 + 1);
      expect(rotated).not.toBe(second);
      expect(await readSession(store, config, second, T0 + 2)).toBeUndefined();
      expect(await readSession(store, config, rotated, T0 + 2)).toBeDefined();

      // A session opened at another origin is refused here.
      const elsewhere = adminConfig({
        NEXT_PUBLIC_SITE_URL: "https://staging.bluebonnet.example",
        ADMIN_ORIGIN: undefined,
        ADMIN_RP_ID: undefined,
      });
      expect(await readSession(store, elsewhere, rotated, T0 + 3)).toBeUndefined();

      const third = await openSession(store, config, user.id, undefined, T0);
      await closeSession(store, third);
      expect(await readSession(store, config, third, T0 + 1)).toBeUndefined();

      expect(await revokeAdmin(store, "OWNER@bluebonnet.test", T0 + 4)).toMatchObject({ id: user.id });
      expect(await readSession(store, config, rotated, T0 + 5)).toBeUndefined();
      expect(await revokeAdmin(store, user.id, T0 + 6)).toBeUndefined();
    });

    it("keeps an append-only audit log, newest first, that the command prints without lead data", async () => {
      const { user } = await invited();
      await store.admin.appendAudit({
        id: "a2",
        at: T0 + 2,
        userId: user.id,
        action: "lead.release",
        outcome: "ok",
        targetKind: "lead",
        targetId: "lead-1",
        ip: "203.0.113.9",
        detail: "released",
      });
      const entries = await store.admin.listAudit();
      expect(entries.map((entry) => entry.action)).toEqual(["lead.release", "invite"]);
      expect(entries[0]).toMatchObject({
        email: "owner@bluebonnet.test",
        targetId: "lead-1",
        ip: "203.0.113.9",
      });

      const raw = await openRaw(storeConfig);
      try {
        await expect(raw.db.updateTable("admin_audit").set({ action: "x" }).execute()).rejects.toThrow(
          /append-only/,
        );
        await expect(raw.db.deleteFrom("admin_audit").execute()).rejects.toThrow(/append-only/);
      } finally {
        await raw.close();
      }
      expect(await store.admin.listAudit()).toHaveLength(2);

      const lines: string[] = [];
      const io = { out: (line: string) => lines.push(line), err: () => undefined };
      expect(await adminCommand(store, getServerEnv({}), ["log"], io)).toBe(0);
      expect(lines.join("\n")).toMatch(/lead\.release\s+ok\s+lead lead-1\s+203\.0\.113\.9\s+released/);
    });

    it("limits failed sign-ins per address to five in 15 minutes, recording each", async () => {
      const ip = "198.51.100.4";
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(await signInWith(undefined, "nobody", ip, T0 + attempt)).toMatchObject({
          ok: false,
          status: 401,
        });
      expect(await count("admin_audit", { action: "sign-in" })).toBe(5);
      expect(await signInOptions(store, config, ip, T0 + 10)).toMatchObject({ ok: false, status: 429 });
      expect((await signInOptions(store, config, "198.51.100.5", T0 + 10)).ok).toBe(true);
      expect((await signInOptions(store, config, ip, T0 + 15 * 60_000 + 5)).ok).toBe(true);
    });
  });
}
