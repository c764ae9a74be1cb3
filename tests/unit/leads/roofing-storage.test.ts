import { afterEach, describe, expect, it, vi } from "vitest";

import {
  clearRoofingLead,
  readRoofingLead,
  ROOFING_LEAD_STORAGE_KEY,
  saveRoofingLead,
} from "@/lib/leads/shared/roofing-storage";

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const lead = {
  email: "jane@example.com",
  roofingRevenue: "50k-100k",
  consent: true,
  tag: "roofing-google-ads",
};

afterEach(() => {
  clearRoofingLead();
  vi.unstubAllGlobals();
});

describe("the roofing lead between the funnel's steps", () => {
  it("is kept in localStorage under roofing-lead-data, and cleared", () => {
    const storage = fakeStorage();
    vi.stubGlobal("window", { localStorage: storage });
    saveRoofingLead(lead);
    expect(JSON.parse(storage.getItem(ROOFING_LEAD_STORAGE_KEY) ?? "null")).toEqual(lead);
    expect(readRoofingLead()).toEqual(lead);
    clearRoofingLead();
    expect(storage.getItem(ROOFING_LEAD_STORAGE_KEY)).toBeNull();
    expect(readRoofingLead()).toBeNull();
  });

  it("is carried in memory when the browser refuses site data, without throwing", () => {
    const blocked = {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    };
    vi.stubGlobal("window", blocked);
    expect(() => saveRoofingLead(lead)).not.toThrow();
    expect(readRoofingLead()).toEqual(lead);
    expect(() => clearRoofingLead()).not.toThrow();
    expect(readRoofingLead()).toBeNull();
  });

  it.each(["{not json", "[1,2]", "42", "null"])("reads %j as no saved lead", (raw) => {
    const storage = fakeStorage();
    storage.setItem(ROOFING_LEAD_STORAGE_KEY, raw);
    vi.stubGlobal("window", { localStorage: storage });
    expect(readRoofingLead()).toBeNull();
  });
});
