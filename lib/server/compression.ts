import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";

import compression from "compression";

// Quality 5: 11-20 % smaller than gzip at the same CPU; 11 costs 150-220 ms a page (docs/performance.md).
const BROTLI_QUALITY = 5;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

// Typed for Express, it only reads and wraps Node's own request and response.
export const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
}) as unknown as Middleware;
