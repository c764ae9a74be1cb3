import "server-only";

// The key's `token_uri` is honoured (the library always posts to Google's), so a test can point it elsewhere.
import { readFile } from "node:fs/promises";

import type { JWT } from "google-auth-library";

export const DATA_MANAGER_SCOPE = "https://www.googleapis.com/auth/datamanager";
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

interface ServiceAccountKey {
  client_email?: string;
  private_key?: string;
  token_uri?: string;
}

const clients = new Map<string, Promise<JWT>>();

async function clientFor(file: string): Promise<JWT> {
  let key: ServiceAccountKey;
  try {
    key = JSON.parse(await readFile(file, "utf8")) as ServiceAccountKey;
  } catch (error) {
    throw new Error(`GOOGLE_APPLICATION_CREDENTIALS: cannot read ${file} as JSON (${String(error)})`);
  }
  if (!key.client_email || !key.private_key)
    throw new Error("GOOGLE_APPLICATION_CREDENTIALS: not a service-account key (client_email, private_key)");
  // Loaded on first use: only a site that sends to Google pays for the library.
  const { JWT } = await import("google-auth-library");
  const client = new JWT({ email: key.client_email, key: key.private_key, scopes: [DATA_MANAGER_SCOPE] });
  const tokenUri = key.token_uri;
  if (tokenUri && tokenUri !== GOOGLE_TOKEN_URL) {
    client.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (String(config.url) === GOOGLE_TOKEN_URL) config.url = new URL(tokenUri);
        return config;
      },
    });
  }
  return client;
}

export async function googleAccessToken(file: string): Promise<string> {
  let client = clients.get(file);
  if (!client) {
    client = clientFor(file);
    clients.set(file, client);
    client.catch(() => clients.delete(file)); // a key file fixed later is read again
  }
  const { token } = await (await client).getAccessToken();
  if (!token) throw new Error("Google returned no access token");
  return token;
}
