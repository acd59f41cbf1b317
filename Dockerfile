# syntax=docker/dockerfile:1
# The shop in one image (docs/operations.md, decision 026):
#   docker build -t koffie-storefront .
#   docker run -p 3000:3000 koffie-storefront                         storefront + embedded API (PGlite in /app/data)
#   docker run -p 3001:3001 -e API_HOST=0.0.0.0 koffie-storefront node dist/api/main.js   the shop API alone
# docker-compose.yml runs the production-like set: storefront, API, PostgreSQL and Redis.
# tests/build/dockerfile.test.ts lints this file; tests/build/image-commands.test.ts runs its commands.

# 1. Every dependency, exactly as locked (the build needs esbuild and friends).
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# 2. The browser, server and API bundles into /app/dist (build.mjs).
FROM deps AS build
COPY build.mjs tsconfig.json ./
COPY scripts ./scripts
COPY api ./api
COPY client ./client
COPY server ./server
COPY shared ./shared
COPY public ./public
RUN npm run build

# 3. What runs: production dependencies and the bundles, as the unprivileged `node` user.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
# The embedded API's PGlite database (mount a volume here); unused with DATABASE_URL.
RUN install -d -o node -g node /app/data
USER node
EXPOSE 3000 3001
# Liveness, with node (the slim image has no curl): GET /healthz on PORT, or HEALTHCHECK_URL
# (the API container sets http://127.0.0.1:3001/api/healthz).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.HEALTHCHECK_URL || 'http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself (graceful drain, server/lifecycle.ts).
# V8 heap flags (decision 027): a 16 MB semi-space and a 1 GB old-generation ceiling keep RSS near
# 240 MB under load (about 460 MB with V8's defaults) at the same CPU per request. Same as `npm start`.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "--heap-growing-percent=100", "dist/server/main.js"]
