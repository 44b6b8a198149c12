# Multi-stage build of the whole portal: one image serving the API, the SPA and the docs.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/api-types/package.json packages/api-types/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run db:generate && npx turbo run build && npm prune --omit=dev

# The evaluation mail catcher of docker-compose.yml: the same maildev as `npm run demo` (the root
# package.json's version and the overrides it needs to install), not the older 2.x image.
FROM node:24-bookworm-slim AS mail
WORKDIR /mail
COPY package.json /tmp/root-package.json
RUN node -e "const r=require('/tmp/root-package.json');require('fs').writeFileSync('package.json',JSON.stringify({private:true,dependencies:{maildev:r.devDependencies.maildev},overrides:r.overrides}))" \
  && npm install --omit=dev --no-audit --no-fund && rm /tmp/root-package.json
USER node
EXPOSE 1025 1080
CMD ["node_modules/.bin/maildev"]

# Last stage: what `docker build .` produces.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
# Only what runs: built code, production dependencies, the migrations and their runner.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared/package.json packages/shared/
COPY --from=build --chown=node:node /app/packages/shared/dist packages/shared/dist
COPY --from=build --chown=node:node /app/apps/api/package.json apps/api/
COPY --from=build --chown=node:node /app/apps/api/dist apps/api/dist
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /app/prisma prisma
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 CMD curl -fs http://localhost:3000/health || exit 1
# Pending migrations are applied before the API starts serving.
CMD ["sh", "-c", "node prisma/scripts/migrate.mjs deploy && exec node apps/api/dist/main.js"]

