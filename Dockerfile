# syntax=docker/dockerfile:1
# The site in a container: built with the dev dependencies, run without them (no compiler, TypeScript or test
# tools), as the unprivileged `node` user, with data/ (SQLite store and its app-secret) on a volume.
# scripts/ci/production-install.sh runs these same steps in a clean directory in CI, where no container runtime
# is available: see docs/operations.md#container.
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Read when the pages are prerendered (BUILD_TIME_VARIABLES in lib/env.ts): the public address (canonical links,
# sitemap, consent records), the embeds, and the ad tags. `docker build --build-arg GTM_CONTAINER_ID=GTM-XXXX .`
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_BOOKING_WIDGET_URL
ARG NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL
ARG GTM_CONTAINER_ID
ARG GA4_MEASUREMENT_ID
ARG META_PIXEL_ID
ARG GTM_SCRIPT_URL
ARG META_PIXEL_SCRIPT_URL
ENV NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL}
ENV NEXT_PUBLIC_BOOKING_WIDGET_URL=${NEXT_PUBLIC_BOOKING_WIDGET_URL}
ENV NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL=${NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL}
ENV GTM_CONTAINER_ID=${GTM_CONTAINER_ID}
ENV GA4_MEASUREMENT_ID=${GA4_MEASUREMENT_ID}
ENV META_PIXEL_ID=${META_PIXEL_ID}
ENV GTM_SCRIPT_URL=${GTM_SCRIPT_URL}
ENV META_PIXEL_SCRIPT_URL=${META_PIXEL_SCRIPT_URL}
RUN npm run build

# The production install, with the compiler still at hand for better-sqlite3.
FROM build AS production
RUN rm -rf node_modules .next/cache \
  && npm ci --omit=dev --no-audit --no-fund \
  && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The same values at run: the Content-Security-Policy and the server read the tag ids and the address too.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_BOOKING_WIDGET_URL
ARG NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL
ARG GTM_CONTAINER_ID
ARG GA4_MEASUREMENT_ID
ARG META_PIXEL_ID
ARG GTM_SCRIPT_URL
ARG META_PIXEL_SCRIPT_URL
ENV NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL} \
  NEXT_PUBLIC_BOOKING_WIDGET_URL=${NEXT_PUBLIC_BOOKING_WIDGET_URL} \
  NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL=${NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL} \
  GTM_CONTAINER_ID=${GTM_CONTAINER_ID} \
  GA4_MEASUREMENT_ID=${GA4_MEASUREMENT_ID} \
  META_PIXEL_ID=${META_PIXEL_ID} \
  GTM_SCRIPT_URL=${GTM_SCRIPT_URL} \
  META_PIXEL_SCRIPT_URL=${META_PIXEL_SCRIPT_URL}
WORKDIR /app
# The code stays root's; the site writes only its store and the image cache.
COPY --from=production /app ./
# data/ private (0700) here: the store leaves the modes of a folder it did not create alone.
RUN mkdir -p data .next/cache && chown node:node data .next/cache && chmod 700 data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself takes SIGTERM: deliveries in flight finish, then the server exits.
# The ops command: `docker compose exec -T site bin/leads list` (docs/operations.md#container).
CMD ["node", "dist/server.js"]
