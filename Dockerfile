# License Console's production image: `docker build -t license-console .`, run as README's "Operating it" shows.
# Every setting is an environment variable (README, "Configuration"); the embedded database lives in the /data volume
# unless DATABASE_URL names a PostgreSQL server. scripts/image-test.sh builds and checks this same file with buildah.

# The pinned Node and pnpm (scripts/lc.mjs and package.json's packageManager; scripts/image-pins.test.ts holds the
# three to the same versions), from the npm registry's tarballs: the ones `npm install node@24.21.0 pnpm@12.21.0`
# unpacks for this machine's architecture, each checked against the digest the registry published for it.
FROM debian:bookworm-slim AS toolchain
ARG NODE_VERSION=24.21.0
ARG PNPM_VERSION=12.21.0
ARG NODE_SHA512_X64=3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
ARG NODE_SHA512_ARM64=FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==
ARG PNPM_SHA512_X64=8eufCjHXspKbNS/kh8q4Q0gqJoOuvC4Q5pgos6XS8By/nAMtP+jf8F1Cw9er840kfAX+PJ/ts+A9qnLE91rvXQ==
ARG PNPM_SHA512_ARM64=4Oj/iF2TDCe2lcH0n4TupPR5sSdrNLclJB6xBElLMPCUOAvBhdf2rRlSaO5M4erJ6g4Fyy7YTXTpcmfFsKyxEA==
# Certificate authorities to trust beyond Debian's (PEM), for a build behind a TLS-inspecting proxy; they stay in the
# build's stages, never in the image that runs.
ARG EXTRA_CA_CERTS=""
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates curl \
  && rm -rf /var/lib/apt/lists/* \
  && if [ -n "$EXTRA_CA_CERTS" ]; then \
    printf '%s\n' "$EXTRA_CA_CERTS" > /usr/local/share/ca-certificates/extra.crt && update-ca-certificates; \
  fi
# Node's own list of authorities, for pnpm, with the same additions.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN set -eu; \
  case "$(dpkg --print-architecture)" in \
    amd64) arch=x64; node_sha512="$NODE_SHA512_X64"; pnpm_sha512="$PNPM_SHA512_X64" ;; \
    arm64) arch=arm64; node_sha512="$NODE_SHA512_ARM64"; pnpm_sha512="$PNPM_SHA512_ARM64" ;; \
    *) echo "no pinned Node for $(dpkg --print-architecture)" >&2; exit 1 ;; \
  esac; \
  fetch() { \
    curl -fsSL --retry 3 "$1" -o /tmp/package.tgz; \
    if [ "$(openssl dgst -sha512 -binary /tmp/package.tgz | base64 -w0)" != "$2" ]; then \
      echo "$1 is not the tarball pinned here" >&2; exit 1; \
    fi; \
    mkdir -p "$3"; tar -xzf /tmp/package.tgz -C "$3" --strip-components=1 --no-same-owner; rm /tmp/package.tgz; \
  }; \
  fetch "https://registry.npmjs.org/node-linux-$arch/-/node-linux-$arch-$NODE_VERSION.tgz" "$node_sha512" /opt/node; \
  fetch "https://registry.npmjs.org/@pnpm/exe.linux-$arch/-/exe.linux-$arch-$PNPM_VERSION.tgz" "$pnpm_sha512" /opt/pnpm; \
  ln -s /opt/node/bin/node /usr/local/bin/node; \
  ln -s /opt/pnpm/pnpm /usr/local/bin/pnpm; \
  node --version; pnpm --version

# The build: the lockfile's packages first (a layer kept while the lockfile does not change), then the console and
# the server (its bundle, migrations and pre-migrated embedded database), then the server's production packages alone.
FROM toolchain AS build
ENV CI=true
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .pnpmfile.mjs ./
RUN pnpm fetch --reporter=append-only
COPY . .
RUN pnpm install --frozen-lockfile --offline --reporter=append-only
RUN pnpm --filter @license-console/console --filter @license-console/server run build
RUN pnpm --filter @license-console/server deploy --prod --offline /deploy \
  && mv apps/server/dist/pglite-snapshot /pglite-snapshot

# What runs: Node, the built console and server, the server's production packages; no pnpm, no compiler, no sources.
# PostgreSQL's client programs too, for `node dist/backup.mjs` against a PostgreSQL server: Debian bookworm's
# postgresql-client is version 15, whose pg_dump reads servers of version 15 and older (README, "Backups").
FROM debian:bookworm-slim
# apt's package lists, caches and downloaded packages go in the same step (a base made by debootstrap, unlike
# Docker's own Debian images, does not drop them by itself).
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-client \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY --from=toolchain /opt/node/bin/node /usr/local/bin/node
RUN groupadd --system --gid 10001 license-console \
  && useradd --system --uid 10001 --gid license-console --home-dir /app --shell /usr/sbin/nologin license-console \
  && mkdir /data \
  && chown license-console:license-console /data
WORKDIR /app/apps/server
COPY --from=build /deploy/package.json ./package.json
COPY --from=build /deploy/node_modules ./node_modules
COPY --from=build /src/apps/server/dist ./dist
# The pre-migrated database's files are PostgreSQL's, readable by their owner alone (and kept so in every copy): the
# server's user owns them, to copy them into a new data folder; the code stays root's.
COPY --from=build --chown=license-console:license-console /pglite-snapshot ./dist/pglite-snapshot
COPY --from=build /src/apps/console/dist /app/apps/console/dist
# The embedded database is a folder inside the volume, not the volume itself: a first start copies the pre-migrated
# database beside that folder and moves it into place, which a volume's own mount point cannot be.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data/db
VOLUME ["/data"]
EXPOSE 3000
USER license-console
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.mjs"]
