# The console and its reference backend as one image (issue 42 item 2). Multi-stage: the build stage installs every
# dependency and runs `npm run build` (the console into dist/, the server compiled into dist-server/); the runtime
# stage has the production dependencies, the two build outputs and nothing else, runs as an unprivileged user, and
# runs `node dist-server/main.js` (never tsx, never a build). Settings come from the environment (README,
# "Configuration"); a production start needs JWT_SECRET and SMTP_URL, and DATABASE_URL for PostgreSQL.
#   docker build -t backoffice-console .
#   docker run --rm -e NODE_ENV=production -e JWT_SECRET=… -e SMTP_URL=… -e DATABASE_URL=… -p 8080:8080 backoffice-console
# Operators' commands in the same image: `node dist-server/migrate.js`, `node dist-server/create-admin.js --email …
# --name …`.

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-server ./dist-server
# SQLite (when DATABASE_URL is unset) keeps its file under /app/data, and the documents (DOCUMENTS_DIR) default to
# /app/data/documents: mount volumes there. Made here, owned by `node`, so a new named volume starts writable.
RUN mkdir -p /app/data/documents && chown -R node:node /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist-server/main.js"]
