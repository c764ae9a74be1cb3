import { describe, expect, it } from "vitest";

import { methodRefusal } from "@/lib/server/method-gate";

describe("methods the server entry refuses before Next.js", () => {
  it.each(["PUT", "DELETE", "OPTIONS", "POST", "PATCH"])(
    "%s on a static file: 405, Allow: GET, HEAD",
    (method) => {
      for (const path of [
        "/roofing-lead-generation-guide.pdf",
        "/_next/static/chunks/main.js",
        "/icon.svg",
        "/sitemap.xml",
        "/blog/a-post/card.png",
        "/contact.x",
        "/_next/image",
      ]) {
        expect(methodRefusal(method, path)).toEqual({
          status: 405,
          allow: "GET, HEAD",
          message: "Method Not Allowed",
        });
      }
    },
  );

  it.each(["TRACE", "CONNECT", "PROPFIND", "SEARCH", "QUERY", "MKCOL", "PURGE"])(
    "%s anywhere: 501",
    (method) => {
      for (const path of ["/api/leads", "/contact", "/icon.svg"]) {
        expect(methodRefusal(method, path)).toEqual({ status: 501, message: "Not Implemented" });
      }
    },
  );

  it("leaves reads of anything and the other methods on pages and the API to Next", () => {
    for (const method of ["GET", "HEAD", "get"]) expect(methodRefusal(method, "/icon.svg")).toBeUndefined();
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      expect(methodRefusal(method, "/contact")).toBeUndefined();
      expect(methodRefusal(method, "/api/leads")).toBeUndefined();
    }
  });
});
