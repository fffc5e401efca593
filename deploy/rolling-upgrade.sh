#!/usr/bin/env bash
# A rolling upgrade of the API instances (docs/deploy.md, "Upgrades and migrations"): build the new image, then
# recreate the instances one at a time. Each is stopped with SIGTERM (it stops listening, answers what it has in
# flight and exits), started on the new image, and the next one is touched only once it is healthy and Caddy
# sends to it again; meanwhile Caddy takes every request to the others (deploy/Caddyfile).
#   deploy/rolling-upgrade.sh          # from the checkout, after `git pull`
set -euo pipefail
cd "$(dirname "$0")/.."

# Caddy looks the instances up every 5 s and passes over an address that refused a connection for 10 s (it refused
# while the new instance started): after "healthy", wait out both before stopping the next instance.
settle="${SETTLE_SECONDS:-15}"

services=$(docker compose config --services | grep -E '^api-[0-9]+$' || true)
if [ -z "$services" ]; then
  echo "no api-N services in compose.yaml" >&2
  exit 1
fi

docker compose build
for service in $services; do
  echo "$(date +%T) upgrading $service"
  # --no-deps: PostgreSQL, Redis and the other instances are left alone. --wait: until its health check passes.
  docker compose up -d --no-deps --wait "$service"
  echo "$(date +%T) $service is healthy; waiting ${settle}s for Caddy to send to it"
  sleep "$settle"
done

# The front (Caddy and the web app's files) last: the API instances already accept what the new pages send.
# Recreating it refuses connections for the second or two it takes to start (one Caddy, see docs/deploy.md).
docker compose up -d --no-deps caddy
docker compose ps
