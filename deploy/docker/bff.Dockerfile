# syntax=docker/dockerfile:1
# The standalone GraphQL BFF (apps/bff), for client apps other than the site. From the repository root:
#   docker build -f deploy/docker/bff.Dockerfile -t ostrel/bff .
# It writes nothing but the forms outbox (OUTBOX_DIR, a volume): the root file system can be read-only.

ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# The workspace cut down to the BFF and the packages it builds from, with their manifests apart.
FROM ${NODE_IMAGE} AS prune
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo
# The versions the root package.json pins (devDependencies, packageManager); deploy/test holds them equal.
RUN npm install --global --no-audit --no-fund turbo@2.11.11
COPY . .
RUN turbo prune @ostrel/bff --docker

FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm install --global --no-audit --no-fund pnpm@10.34.9
WORKDIR /repo
# Dependencies from the manifests and the pruned lockfile alone: this layer is rebuilt only when they change.
COPY --from=prune /repo/out/json/ ./
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm install --frozen-lockfile
COPY --from=prune /repo/out/full/ ./
# GraphQL Code Generator's configuration sits at the root, outside every package, so prune leaves it out.
COPY codegen.ts ./
RUN pnpm exec turbo run build --filter=@ostrel/bff... --output-logs=errors-only
# Production dependencies, workspace packages with their dist included, in one folder. `--legacy`: pnpm 10
# deploys a workspace that does not inject its packages only so. The app's own dist is not part of what
# deploy copies, hence the cp.
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm --filter @ostrel/bff deploy --prod --legacy /prod \
 && cp -R apps/bff/dist /prod/dist

FROM ${NODE_IMAGE} AS runtime
# npm, npx, corepack and yarn are build tools: nothing runs them here.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
 && mkdir -p /data/outbox \
 && chown -R 1000:1000 /data
ENV NODE_ENV=production \
    BFF_HOST=0.0.0.0 \
    BFF_PORT=4000 \
    METRICS_HOST=0.0.0.0 \
    OUTBOX_DIR=/data/outbox
WORKDIR /app
# Owned by root and read-only to the user the server runs as.
COPY --from=build /prod/package.json ./
COPY --from=build /prod/node_modules ./node_modules
COPY --from=build /prod/dist ./dist
# The `node` user of the base image, by number so that runAsNonRoot can check it.
USER 1000:1000
# Forms accepted while the content API is away wait here until delivered: keep it across restarts.
VOLUME ["/data/outbox"]
# 9464: Prometheus metrics, when METRICS_PORT=9464 is set.
EXPOSE 4000 9464
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.BFF_PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
