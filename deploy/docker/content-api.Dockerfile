# syntax=docker/dockerfile:1
# The reference v1 content API (apps/content-api). From the repository root:
#   docker build -f deploy/docker/content-api.Dockerfile -t ostrel/content-api .
# In a container, point DATABASE_URL at a PostgreSQL server (without it the API runs one of its own in
# DATA_DIR/postgres). DATA_DIR (media, submission files, archives) is the one place it writes: a volume.
# `node dist/migrate-cli.js` runs the migrations and the seed once and exits (run it before each release);
# CONTENT_API_MIGRATE=off then keeps the server from doing the same at start.

ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# The workspace cut down to the content API and the packages it builds from, with their manifests apart.
FROM ${NODE_IMAGE} AS prune
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo
# The versions the root package.json pins (devDependencies, packageManager); deploy/test holds them equal.
RUN npm install --global --no-audit --no-fund turbo@2.11.11
COPY . .
RUN turbo prune @ostrel/content-api --docker

FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm install --global --no-audit --no-fund pnpm@10.34.9
WORKDIR /repo
# Dependencies from the manifests and the pruned lockfile alone: this layer is rebuilt only when they change.
COPY --from=prune /repo/out/json/ ./
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm install --frozen-lockfile
COPY --from=prune /repo/out/full/ ./
RUN pnpm exec turbo run build --filter=@ostrel/content-api... --output-logs=errors-only
# Production dependencies, workspace packages with their dist included, in one folder. `--legacy`: pnpm 10
# deploys a workspace that does not inject its packages only so. The app's own dist is not part of what
# deploy copies, hence the cp.
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm --filter @ostrel/content-api deploy --prod --legacy /prod \
 && cp -R apps/content-api/dist /prod/dist

FROM ${NODE_IMAGE} AS runtime
# npm, npx, corepack and yarn are build tools: nothing runs them here.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
 && mkdir -p /data \
 && chown -R 1000:1000 /data
ENV NODE_ENV=production \
    CONTENT_API_HOST=0.0.0.0 \
    CONTENT_API_PORT=4010 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the user the server runs as.
COPY --from=build /prod/package.json ./
COPY --from=build /prod/node_modules ./node_modules
COPY --from=build /prod/dist ./dist
# The seed's content (YAML) and the catalogue's definitions are read from src at run time.
COPY --from=build /prod/src ./src
# The `node` user of the base image, by number so that runAsNonRoot can check it.
USER 1000:1000
VOLUME ["/data"]
EXPOSE 4010
STOPSIGNAL SIGTERM
# A first start without a migration run seeds the database before it answers: allow it two minutes.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.CONTENT_API_PORT||4010)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
