/**
 * Response compression for the production server (server.ts): Brotli for the browsers that accept it (every
 * current one over HTTPS), gzip for the others. Next's own compression is gzip only, so it is switched off
 * (next.config.ts) and this one takes its place. Quality 5 made the key pages 11 to 20 % smaller than gzip for
 * the same CPU; quality 11 costs 150 to 220 ms a page, on every request (docs/performance.md).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";

import compression from "compression";

const BROTLI_QUALITY = 5;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Compresses what `compressible` lists as text (HTML, the RSC payload, JS, CSS, JSON, SVG) over 1 KB. */
// Typed for Express, it only reads and wraps Node's own request and response.
export const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
}) as unknown as Middleware;
