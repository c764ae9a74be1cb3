import type { Page } from "@playwright/test";

/** Holds the next server-action POST to `path`; `fail()` then aborts it as a network failure would. */
export async function holdPost(page: Page, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    seen();
    await released;
    await route.abort("failed");
  });
  return {
    arrived,
    fail: () => release(),
  };
}

/** Every POST the page sends from now on, by URL (a form the browser's own check stopped sends none). */
export function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/** Lets the next action POST to `path` through, then blanks its answer's error text, for the forms' fallback texts. */
export async function answerWithoutError(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    // Left as it was when it carries no error: the test's check of the fallback text then fails on the real one.
    const blanked = body.replace(/"error":"[^"]+"/, '"error":""');
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !["content-length", "content-encoding"].includes(name.toLowerCase()),
      ),
    );
    await route.fulfill({ status: response.status(), headers, body: blanked });
  });
}

/**
 * Rewrites the page's next posts on their way (one text replaced by another), as a script or a page loaded before
 * a release tightened a rule could send them: for what only the server refuses.
 */
export async function rewritePosts(page: Page, path: string, from: string, to: string) {
  await page.route(path, async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || !body) return route.continue();
    await route.continue({ postData: body.replace(from, to) });
  });
}
