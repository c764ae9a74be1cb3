/**
 * Behind a real nginx with the documented configuration and TRUSTED_PROXY_HOPS=1 in the server's `.env.local`:
 * each visitor keeps their own address (rate limit, consent record) and HTTPS at the proxy makes cookies Secure.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { NGINX, requestFrom, startBehindNginx, type BehindNginx } from "./support/behind-nginx";
import { expect, test } from "./support/test";

test.skip(!existsSync(NGINX), "nginx is not installed: `npm run test:setup` installs nginx-light");
test.describe.configure({ mode: "serial" });

let site: BehindNginx;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startBehindNginx({
    TRUSTED_PROXY_HOPS: "1",
    // nginx's connections to the site come from 127.0.0.1; the test's other clients use 127.0.0.2 and up.
    TRUSTED_PROXY_ADDRESSES: "127.0.0.1",
    LEAD_RATE_LIMIT_PER_MINUTE: "2",
    LEAD_MIN_FILL_MS: "0",
    LEAD_RETRY_POLL_MS: "3600000",
  });
});

test.afterAll(async () => {
  await site?.stop();
});

function consentIp(email: string): string | undefined {
  const db = new Database(path.join(site.dir, "data/leads.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT consent FROM leads WHERE json_extract(payload, '$.email') = ?")
      .get(email) as { consent: string } | undefined;
    return (JSON.parse(row?.consent ?? "null") as { ip: string } | null)?.ip;
  } finally {
    db.close();
  }
}

const postLead = (from: string, email: string, headers: Record<string, string> = {}, direct = false) =>
  requestFrom(
    from,
    direct ? site.sitePort : site.httpsPort,
    {
      method: "POST",
      path: "/api/leads",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        form: "leadForm",
        fields: {
          businessName: "Acme HVAC",
          city: "Austin, TX",
          firstName: "Dana",
          lastName: "Smith",
          email,
          phone: "(512) 555-0123",
          serviceType: "hvac",
          consent: true,
        },
      }),
    },
    { https: !direct },
  );

test("two clients behind nginx have separate rate limits, and each consent record holds its client's address", async () => {
  const first = ["a1", "a2", "a3"].map((name) => `${name}-${Date.now()}@proxy.test`);
  // The client writes an address of its own: nginx appends the real one, and only that one counts.
  const statuses = [];
  for (const email of first)
    statuses.push((await postLead("127.0.0.2", email, { "x-forwarded-for": "9.9.9.9" })).status);
  expect(statuses).toEqual([200, 200, 429]);

  const other = `b-${Date.now()}@proxy.test`;
  expect((await postLead("127.0.0.3", other)).status).toBe(200);

  expect(consentIp(first[0]!)).toBe("127.0.0.2");
  expect(consentIp(first[1]!)).toBe("127.0.0.2");
  expect(consentIp(first[2]!)).toBeUndefined();
  expect(consentIp(other)).toBe("127.0.0.3");
  expect(site.serverLog()).toContain("TRUSTED_PROXY_HOPS=1");
  expect(site.serverLog()).toContain(".env files: .env.local");
});

test("a client reaching the site's port directly, past nginx, cannot set its address with X-Forwarded-For", async () => {
  // As `curl -H "X-Forwarded-For: 9.9.9.9" http://SERVER:PORT/api/leads` from 127.0.0.4: not the trusted proxy.
  const email = `direct-${Date.now()}@proxy.test`;
  const response = await postLead("127.0.0.4", email, { "x-forwarded-for": "9.9.9.9" }, true);
  expect(response.status).toBe(200);
  expect(consentIp(email)).toBe("127.0.0.4");
});

test("a visitor on HTTPS at nginx gets a Secure attribution cookie", async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const response = await page.goto(`${site.origin}/?utm_source=proxy-test&utm_campaign=nginx`);
  expect(response?.status()).toBe(200);
  const cookie = (await context.cookies()).find((entry) => entry.name === "lead_attribution");
  expect(cookie).toMatchObject({ secure: true, httpOnly: true });
  await context.close();
});
