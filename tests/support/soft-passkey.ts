/** A software passkey (ES256) that answers sign-in challenges as an authenticator would, for store-level tests. */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

export interface SoftPasskey {
  id: string;
  /** The COSE public key, base64url, as the store keeps it. */
  publicKey: string;
  answer(input: {
    challenge: string;
    rpId: string;
    origin: string;
    userId: string;
  }): AuthenticationResponseJSON;
}

export function softPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  // CBOR map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    Buffer.from(jwk.x ?? "", "base64url"),
    Buffer.from([0x22, 0x58, 0x20]),
    Buffer.from(jwk.y ?? "", "base64url"),
  ]);
  const id = randomBytes(16).toString("base64url");
  let counter = 0;
  return {
    id,
    publicKey: cose.toString("base64url"),
    answer({ challenge, rpId, origin, userId }) {
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      // Flags: user present and user verified.
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), count]);
      const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin }));
      const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientData)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          authenticatorData: authenticatorData.toString("base64url"),
          clientDataJSON: clientData.toString("base64url"),
          signature: signature.toString("base64url"),
          userHandle: Buffer.from(userId).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}
