import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formFields } from "@/lib/server/form-fields";
import { serverFunctionPayloadProblem, type PayloadFields } from "@/lib/server/server-function-payload";

const ID = "6071ffa8ead1086922471030eb58673fdfd42a8dad";

/** What the contact page's quick-contact form posts with JavaScript (captured from Chromium). */
const BROWSER_CALL: PayloadFields = [
  ["_1_$ACTION_REF_2", ""],
  ["_1_$ACTION_2:0", `{"id":"${ID}","bound":"$@1"}`],
  ["_1_$ACTION_2:1", '[{"success":false}]'],
  ["_1_$ACTION_KEY", "k2b5f3a8d69cdaabefe037630aa18c007"],
  ["_1_name", "Ada"],
  ["_1_email", "a@b.co"],
  ["0", '[{"success":false},"$K1"]'],
];

/** The same form posted without JavaScript. */
const FORM_POST: PayloadFields = [
  ["$ACTION_REF_2", ""],
  ["$ACTION_2:0", `{"id":"${ID}","bound":"$@1"}`],
  ["$ACTION_2:1", '[{"success":false}]'],
  ["$ACTION_KEY", "k2b5f3a8d69cdaabefe037630aa18c007"],
  ["name", "Ada"],
  ["message", "$$ and $h1 typed by a visitor are only text"],
];

const call = (parts: Record<string, string>) => serverFunctionPayloadProblem(Object.entries(parts), true);

describe("the Server Function payload check", () => {
  it("passes what the site's forms send, with and without JavaScript", () => {
    expect(serverFunctionPayloadProblem(BROWSER_CALL, true)).toBeUndefined();
    expect(serverFunctionPayloadProblem(FORM_POST, false)).toBeUndefined();
    expect(call({ "0": '["$undefined","$$text",{"a":[1,"$D2026-01-01T00:00:00.000Z","$n12"]},"$-0"]' })).toBe(
      undefined,
    );
  });

  it("refuses the payload that never settled: a promise and a server reference in a cycle", () => {
    expect(call({ "1": `{"id":"${ID}","bound":"$@2"}`, "2": '["$h1"]', "0": '["$h1"]' })).toMatch(
      /unsupported reference \$h1/,
    );
    expect(call({ "0": '["$@1"]', "1": '["$@0"]' })).toBe("reference cycle");
    expect(call({ "0": '["$1"]', "1": '["$1"]' })).toBe("reference cycle");
  });

  it.each([
    ["a Map", '["$Q1"]'],
    ["a Set", '["$W1"]'],
    ["an iterator", '["$i1"]'],
    ["a stream", '["$R1"]'],
    ["a typed array", '["$A1"]'],
    ["a blob", '["$B1"]'],
    ["a temporary reference", '["$T"]'],
    ["a path into another part", '["$1:a:b"]'],
    ["a bare $", '["$"]'],
    ["a huge BigInt", `["$n${"9".repeat(5000)}"]`],
  ])("refuses %s", (_label, root) => {
    expect(call({ "0": root, "1": "[1]" })).toBeDefined();
  });

  it("refuses deep nesting, long reference chains, missing or broken parts and arguments that are no list", () => {
    expect(call({ "0": `${"[".repeat(5000)}${"]".repeat(5000)}` })).toBe("nested too deeply");
    const chain = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [String(i), `["$${(i + 1).toString(16)}"]`]),
    );
    expect(call({ ...chain, "20": "[]" })).toBe("reference chain too long");
    expect(call({ "0": '["$5"]' })).toBe("missing part 5");
    expect(call({ "0": "[1," })).toBe("part 0 is not JSON");
    expect(call({ "0": '{"a":1}' })).toBe("arguments are not a list");
    expect(call({})).toBe("missing part 0");
    expect(
      serverFunctionPayloadProblem(
        [
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", '{"bound":null}'],
        ],
        false,
      ),
    ).toBe("bound action without an id");
    expect(
      serverFunctionPayloadProblem(
        [
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", `{"id":"${ID}","bound":"$@1"}`],
          ["$ACTION_1:1", '{"not":"a list"}'],
        ],
        false,
      ),
    ).toBe("bound arguments are not a list");
  });

  it("answers every field list with a reason or a pass, never an exception (seeded)", () => {
    const tag = fc.constantFrom("$@", "$h", "$Q", "$K", "$", "$n", "$D", "$$", "$T", "$i", "$F", "");
    const value = fc.oneof(
      fc.string(),
      fc.tuple(tag, fc.nat(12)).map(([t, n]) => JSON.stringify([`${t}${n.toString(16)}`])),
      fc.json(),
    );
    const name = fc.oneof(
      fc.nat(12).map(String),
      fc.constantFrom("$ACTION_REF_1", "$ACTION_1:0", "$ACTION_1:1"),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 8 }), fc.boolean(), (fields, header) => {
        const problem = serverFunctionPayloadProblem(fields, header);
        return problem === undefined || typeof problem === "string";
      }),
      { numRuns: 2000, seed: 20261128 },
    );
  });
});

describe("form fields", () => {
  const boundary = "----WebKitFormBoundaryOynYm3VMclGedI8l";
  const part = (name: string, value: string, extra = "") =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;

  it("reads a browser's multipart body, files by name only", () => {
    const body = `${part("0", '["$K1"]')}${part("_1_name", "Ada\r\nLovelace")}${part("upload", "bytes", '; filename="a.txt"')}--${boundary}--\r\n`;
    expect(formFields(Buffer.from(body), `multipart/form-data; boundary=${boundary}`)).toEqual([
      ["0", '["$K1"]'],
      ["_1_name", "Ada\r\nLovelace"],
      ["upload", undefined],
    ]);
  });

  it("reads an urlencoded body", () => {
    expect(
      formFields(Buffer.from("a=1&%24ACTION_ID_x=&b=%5B%5D"), "application/x-www-form-urlencoded"),
    ).toEqual([
      ["a", "1"],
      ["$ACTION_ID_x", ""],
      ["b", "[]"],
    ]);
  });

  it("finds no fields in a body that is not the form it claims to be", () => {
    const type = `multipart/form-data; boundary=${boundary}`;
    expect(formFields(Buffer.from("\u0000\uffff"), type)).toBeUndefined();
    expect(formFields(Buffer.from(part("0", "[]")), type)).toBeUndefined();
    expect(
      formFields(Buffer.from(`--${boundary}\r\nX: y\r\n\r\nv\r\n--${boundary}--`), type),
    ).toBeUndefined();
    expect(formFields(Buffer.from("x"), "multipart/form-data")).toBeUndefined();
  });
});
