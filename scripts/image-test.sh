#!/usr/bin/env bash
# Builds the production image from the root Dockerfile and checks it as a container runtime would run it, with no
# image registry: the Dockerfile's Debian base is made here by debootstrap and tagged with the name its FROM uses,
# the image is built by `buildah bud`, and its own command runs with `buildah run`. The check: /readyz answers, the
# demo password is refused (production seeds no demo data), the first administrator made by dist/create-admin.mjs
# sets a password and signs in, pg_dump runs, a backup taken while the server runs restores into an empty data
# folder, the image's HEALTHCHECK passes, and SIGTERM ends the server with exit 0.
#
# Needs root, buildah and debootstrap (Debian packages). The base's root file system is kept as a tarball in
# IMAGE_CACHE_DIR (default ~/.cache/license-console-image), so a machine that keeps that folder skips debootstrap.
# Prints how long each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

image="${IMAGE_NAME:-localhost/license-console:test}"
cache="${IMAGE_CACHE_DIR:-$HOME/.cache/license-console-image}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
port="${IMAGE_TEST_PORT:-$((20000 + RANDOM % 20000))}"
export BUILDAH_ISOLATION=chroot

say() { echo "[image] $*"; }
fail() {
  echo "[image] $*" >&2
  exit 1
}
step_started=$SECONDS
took() { say "$1 took $((SECONDS - step_started)) s"; step_started=$SECONDS; }

# The base every stage starts from: the first FROM's image, e.g. debian:bookworm-slim (Debian bookworm).
base=$(awk 'toupper($1) == "FROM" { print $2; exit }' Dockerfile)
[[ "$base" =~ ^debian:([a-z]+)(-slim)?$ ]] || fail "the Dockerfile's base is not a Debian image: $base"
suite="${BASH_REMATCH[1]}"
base_ref="docker.io/library/$base"
base_tar="$cache/${base//:/-}.tar"

if buildah inspect --type image "$base_ref" >/dev/null 2>&1; then
  say "base $base_ref is in local storage"
else
  if [ ! -s "$base_tar" ]; then
    say "making $base with debootstrap ($suite, minbase) into $base_tar"
    mkdir -p "$cache"
    rootfs=$(mktemp -d)
    debootstrap --variant=minbase "$suite" "$rootfs" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
      fail "debootstrap failed; see $cache/debootstrap.log"
    # What Debian's slim images leave out: package lists, downloaded packages, documentation.
    rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/usr/share/doc/* \
      "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*
    tar -C "$rootfs" --numeric-owner -cf "$base_tar.partial" .
    mv "$base_tar.partial" "$base_tar"
    rm -rf "$rootfs"
  fi
  say "importing $base_tar as $base_ref"
  container=$(buildah from scratch)
  buildah add --quiet "$container" "$base_tar" / >/dev/null
  buildah config --cmd '["bash"]' --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$container"
  buildah commit --quiet --rm "$container" "$base_ref" >/dev/null
fi
took "the base"

# The authorities this machine trusts beyond Debian's (a TLS-inspecting proxy's), for the build's downloads.
extra_ca=()
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  extra_ca=(--build-arg "EXTRA_CA_CERTS=$(cat /usr/local/share/ca-certificates/*.crt)")
fi
# Docker's format: OCI's drops HEALTHCHECK. --layers keeps each step's layer for the next build on this machine.
buildah bud --isolation chroot --format docker --layers --pull=never "${extra_ca[@]}" -t "$image" . ||
  fail "the image did not build"
took "the image build"

config() { buildah inspect --type image --format "$1" "$image"; }
user=$(config '{{.Docker.Config.User}}')
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || fail "the image runs as root"
config '{{range $volume, $_ := .Docker.Config.Volumes}}{{$volume}} {{end}}' | grep -qw /data ||
  fail "the image declares no /data volume"
mapfile -t health < <(config '{{range .Docker.Config.Healthcheck.Test}}{{println .}}{{end}}')
[ "${health[0]:-}" = CMD ] || fail "the image has no HEALTHCHECK command"
mapfile -t command < <(config '{{range .Docker.Config.Cmd}}{{println .}}{{end}}')
say "image $image: user $user, command ${command[*]}, $(buildah images --format '{{.Size}}' "$image")"

# The processes under `pid`, parents before their children.
descendants() {
  local child
  for child in $(cat /proc/"$1"/task/*/children 2>/dev/null); do
    echo "$child"
    descendants "$child"
  done
}

container=$(buildah from --pull=never "$image")
runner=''
cleanup() {
  if [ -n "$runner" ] && kill -0 "$runner" 2>/dev/null; then
    descendants "$runner" | tail -n 1 | xargs -r kill -KILL 2>/dev/null || true
    wait "$runner" 2>/dev/null || true
  fi
  buildah rm "$container" >/dev/null 2>&1 || true
}
trap cleanup EXIT
log=$(mktemp)
started_ms=$(date +%s%3N)
buildah run --isolation chroot --env "PORT=$port" "$container" -- "${command[@]}" >"$log" 2>&1 &
runner=$!
url="http://127.0.0.1:$port"
ready=''
for _ in $(seq 1 1200); do
  kill -0 "$runner" 2>/dev/null || break
  if curl -fsS -o /dev/null "$url/readyz" 2>/dev/null; then
    ready=$(($(date +%s%3N) - started_ms))
    break
  fi
  sleep 0.05
done
[ -n "$ready" ] || {
  cat "$log" >&2
  fail "/readyz never answered 200"
}
# The server's own process, which a container runtime signals on stop: buildah run starts its chroot runtime, which
# starts the command, the last process of that chain.
server_pid=$(descendants "$runner" | tail -n 1)
[ -n "$server_pid" ] && tr '\0' ' ' <"/proc/$server_pid/cmdline" | grep -qF "${command[-1]}" ||
  fail "no server process under buildah run"
# How long the server itself took, from its process's start (buildah's own set-up of the container comes before).
since_start=$(awk -v uptime="$(cut -d' ' -f1 /proc/uptime)" -v ticks="$(getconf CLK_TCK)" \
  '{ sub(/^.*\) /, ""); printf "%d", (uptime - $20 / ticks) * 1000 }' "/proc/$server_pid/stat")
say "first 200 from /readyz ${ready} ms after buildah run, ${since_start} ms after the server's process started"
took "the start"

# Production seeds no demo data: the README's demo password is refused, and the start says how to make the first
# administrator. The image's own command makes one while the server runs (through the data folder's socket), and the
# administrator sets a password on the printed single-use link, then signs in.
sign_in() {
  curl -sS -o /dev/null -D "$headers" -w '%{http_code}' -X POST "$url/api/Authenticate" \
    -H 'content-type: application/json' -H "origin: $url" --data "{\"Email\":\"$1\",\"Password\":\"$2\"}"
}
headers=$(mktemp)
status=$(sign_in admin@example.com 'Admin!2345')
[ "$status" = 401 ] || fail "the demo administrator's sign-in answered $status, not 401: the image seeded demo data"
grep -q 'dist/create-admin.mjs --email' "$log" || fail "the start did not say how to create the first administrator"
admin_email=ops@image-test.example
# Letters, digits and dashes only: it travels in the reset call's query string as it is.
admin_password="Image-Lantern-$RANDOM$RANDOM-Harbour"
created=$(buildah run --isolation chroot --env "PORT=$port" "$container" -- \
  node dist/create-admin.mjs --email "$admin_email") || fail "node dist/create-admin.mjs failed: $created"
token=$(grep -o 'ResetPassword?token=[^[:space:]]*' <<<"$created" | cut -d= -f2- || true)
[ -n "$token" ] || fail "node dist/create-admin.mjs printed no link: $created"
status=$(curl -sS -o /dev/null -w '%{http_code}' -X PUT -H "origin: $url" \
  "$url/api/ResetPassword?t=$token&p=$admin_password")
[ "$status" = 200 ] || fail "setting the first administrator's password answered $status"
status=$(sign_in "$admin_email" "$admin_password")
[ "$status" = 200 ] && grep -qi '^set-cookie: lc_session=' "$headers" ||
  fail "the first administrator's sign-in answered $status"
say "no demo data; the first administrator, made by node dist/create-admin.mjs, set a password and signed in"

# PostgreSQL's client, for dist/backup.mjs against a PostgreSQL server.
pg_dump_version=$(buildah run --isolation chroot "$container" -- pg_dump --version) ||
  fail "pg_dump does not run in the image"
say "in the image: $pg_dump_version"

# A backup while the server runs, asked of it through the data folder's socket, as the README's operator would. A
# client asks /readyz every 20 ms meanwhile: its slowest answer is how long the server held requests while the
# embedded database's files were copied. The dump is then restored into an empty data folder of the same image.
probes=$(mktemp)
(while :; do
  curl -sS -o /dev/null -w '%{time_total}\n' --max-time 30 "$url/readyz" >>"$probes" 2>/dev/null || echo 30 >>"$probes"
  sleep 0.02
done) &
prober=$!
backed_up=$(buildah run --isolation chroot --env "PORT=$port" "$container" -- \
  node dist/backup.mjs /data/image-test-backup.sql) || fail "node dist/backup.mjs failed: $backed_up"
kill "$prober" 2>/dev/null || true
wait "$prober" 2>/dev/null || true
grep -q '^Backed up' <<<"$backed_up" || fail "node dist/backup.mjs did not say it backed up: $backed_up"
buildah run --isolation chroot "$container" -- grep -qF "$admin_email" /data/image-test-backup.sql ||
  fail "the backup does not hold the first administrator"
say "$backed_up"
say "/readyz during the backup: $(wc -l <"$probes") answers, the slowest $(sort -g "$probes" | tail -n 1) s"
restored=$(buildah run --isolation chroot --env DATA_DIR=/data/restored "$container" -- \
  node dist/restore.mjs /data/image-test-backup.sql) || fail "node dist/restore.mjs failed: $restored"
grep -q '^Restored' <<<"$restored" || fail "node dist/restore.mjs did not say it restored: $restored"
say "$restored"
took "the backup and the restore"

buildah run --isolation chroot --env "PORT=$port" "$container" -- "${health[@]:1}" ||
  fail "the image's HEALTHCHECK failed"
say "the HEALTHCHECK passed"

kill -TERM "$server_pid"
exit_code=0
wait "$runner" || exit_code=$?
runner=''
[ "$exit_code" = 0 ] || {
  cat "$log" >&2
  fail "the server exited $exit_code after SIGTERM"
}
grep -q 'shut down cleanly' "$log" || fail "the server's log does not say it shut down cleanly"
took "the sign-in and the stop"
say "SIGTERM: exit 0, shut down cleanly"
