/** User data normalised and hashed as Google's and Meta's guides show, checked against their published examples. */
import { describe, expect, it } from "vitest";

import {
  e164Phone,
  googleEmail,
  hashedUserData,
  metaEmail,
  metaPhone,
  sha256Hex,
} from "@/lib/conversions/normalize";

describe("Google's formatting rules (Data Manager API, Format user data)", () => {
  it("removes the dots and the +tag of a gmail.com or googlemail.com address only", () => {
    expect(googleEmail("cloudy.sanfrancisco+shopping@gmail.com")).toBe("cloudysanfrancisco@gmail.com");
    expect(googleEmail(" Cloudy.SanFrancisco+Shopping@GoogleMail.com ")).toBe(
      "cloudysanfrancisco@googlemail.com",
    );
    expect(googleEmail("user.name+NYC@Example.com")).toBe("user.name+nyc@example.com");
    expect(googleEmail("not-an-email")).toBeUndefined();
  });

  it("writes a US number in E.164", () => {
    expect(e164Phone("(800)555-0100")).toBe("+18005550100");
    expect(e164Phone("1 800 555 0100")).toBe("+18005550100");
    expect(e164Phone("+44 20 7946 0958")).toBe("+442079460958");
    expect(e164Phone("555-0100")).toBeUndefined();
    expect(e164Phone("call me")).toBeUndefined();
  });

  it("hashes with SHA-256 as lower-case hex", () => {
    expect(sha256Hex("cloudysanfrancisco@gmail.com")).toBe(
      "223ebda6f6889b1494551ba902d9d381daf2f642bae055888e96343d53e9f9c4",
    );
    expect(hashedUserData("cloudy.sanfrancisco+shopping@gmail.com", "(800)555-0100").google).toEqual({
      email: "223ebda6f6889b1494551ba902d9d381daf2f642bae055888e96343d53e9f9c4",
      phone: "fb4f73a6ec5fdb7077d564cdd22c3554b43ce49168550c3b12c547b78c517b30",
    });
    expect(hashedUserData("user.name+NYC@Example.com", undefined).google.email).toBe(
      "f109a2a632fbcea5fc82049f50beed3d8621bf9034399f437fb622222acccdac",
    );
  });
});

describe("Meta's customer information parameters", () => {
  it("keeps an address as typed but trimmed and lower-cased (no Gmail rule)", () => {
    expect(metaEmail("  Cloudy.SanFrancisco+Shopping@Gmail.com ")).toBe(
      "cloudy.sanfrancisco+shopping@gmail.com",
    );
  });

  it("sends digits only, country code first, no plus sign", () => {
    expect(metaPhone("(800)555-0100")).toBe("18005550100");
    expect(hashedUserData(undefined, "+1 (800) 555-0100").meta).toEqual({
      ph: "92cfdc5fbcd4a20fbe5d3857af6c1aba31762105bba7f21a17155e920653046c",
    });
  });

  it("never leaves a raw address or number in what it hashes", () => {
    const hashed = JSON.stringify(hashedUserData("dana@example.com", "5125550123"));
    expect(hashed).not.toContain("dana");
    expect(hashed).not.toContain("5125550123");
    expect(hashed).toMatch(/^[{}":,a-z0-9]+$/);
  });
});
