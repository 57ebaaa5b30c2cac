#!/usr/bin/env bash
# Server tests also run on PostgreSQL in CI. Make sure a server answers on 127.0.0.1:5432 with
# trust auth for user postgres: start the machine's cluster, or install one from Debian's packages.
set -euo pipefail
ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
ready && exit 0

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian's packages" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
version=$(ls /etc/postgresql | sort -V | tail -n 1)
hba="/etc/postgresql/$version/main/pg_hba.conf"
# A throwaway CI database on loopback only: trust, as on the project's machines.
if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
  sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
fi
pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster "$version" main reload
for _ in $(seq 1 30); do ready && exit 0; sleep 1; done
echo "PostgreSQL did not become ready on 127.0.0.1:5432" >&2
exit 1
