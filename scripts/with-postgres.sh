#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL cluster.
#
#   scripts/with-postgres.sh COMMAND [ARGS...]
#
# Creates a fresh cluster in a temporary directory (trust auth, loopback only,
# a free port, its unix socket inside the temporary directory), creates the
# database `refit_test`, exports
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:PORT/refit_test
#   (and PGHOST, PGPORT, PGUSER, PGDATABASE for psql)
#
# runs the command, then stops the cluster and deletes the directory, also on
# failure or interruption. Exits with the command's status.
#
# Needs the PostgreSQL server binaries (Debian: apt-get install postgresql);
# the newest /usr/lib/postgresql/*/bin is used, or PG_BINDIR if set. As root,
# the cluster runs as the `postgres` system user (initdb refuses root).
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

log() { echo "with-postgres: $*" >&2; }
die() {
  log "error: $*"
  exit 1
}

# --- find the server binaries ------------------------------------------------
find_bindir() {
  if [[ -n ${PG_BINDIR:-} ]]; then
    echo "$PG_BINDIR"
    return
  fi
  local dir best=''
  # Newest major version first (sort -V handles 9.6 < 15 < 16).
  best=$(for dir in /usr/lib/postgresql/*/bin; do
    if [[ -x $dir/initdb && -x $dir/pg_ctl ]]; then echo "$dir"; fi
  done | sort -V | tail -n 1)
  if [[ -z $best ]] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    best=$(dirname "$(command -v initdb)")
  fi
  echo "$best"
}

BINDIR=$(find_bindir)
[[ -n $BINDIR && -x $BINDIR/initdb && -x $BINDIR/pg_ctl ]] ||
  die "PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin and PATH); install the 'postgresql' package"

# --- who owns the cluster ------------------------------------------------------
PG_OS_USER=''
if [[ $(id -u) -eq 0 ]]; then
  if id -u postgres >/dev/null 2>&1; then
    PG_OS_USER=postgres
  else
    PG_OS_USER=nobody
  fi
fi

# Run a command as the cluster owner, from inside the cluster directory (the
# caller's working directory may not be readable by that user).
as_owner() {
  if [[ -z $PG_OS_USER ]]; then
    (cd "$TMPROOT" && "$@")
  elif command -v runuser >/dev/null 2>&1; then
    (cd "$TMPROOT" && runuser -u "$PG_OS_USER" -- "$@")
  else
    (cd "$TMPROOT" && su -s /bin/bash "$PG_OS_USER" -c "$(printf '%q ' "$@")")
  fi
}

# --- temporary directory and cleanup -----------------------------------------
if [[ -n $PG_OS_USER ]]; then
  # The owner must be able to reach the directory: stay out of root's TMPDIR.
  TMPROOT=$(mktemp -d /tmp/refit-pg.XXXXXX)
  chown "$PG_OS_USER" "$TMPROOT"
else
  TMPROOT=$(mktemp -d "${TMPDIR:-/tmp}/refit-pg.XXXXXX")
fi
PGDATA_DIR=$TMPROOT/data
PGLOG=$TMPROOT/postgres.log
STARTED=0
CMD_PID=''

# shellcheck disable=SC2317  # invoked through the traps below
cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM HUP
  if [[ -n $CMD_PID ]] && kill -0 "$CMD_PID" 2>/dev/null; then
    # Interrupted: stop the command (give it 10 s) before the database goes away.
    kill -TERM "$CMD_PID" 2>/dev/null
    local i
    for ((i = 0; i < 100; i++)); do
      kill -0 "$CMD_PID" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$CMD_PID" 2>/dev/null
    wait "$CMD_PID" 2>/dev/null
  fi
  if [[ $STARTED -eq 1 ]]; then
    as_owner "$BINDIR/pg_ctl" -D "$PGDATA_DIR" -m fast -w -t 60 stop >/dev/null 2>&1 ||
      as_owner "$BINDIR/pg_ctl" -D "$PGDATA_DIR" -m immediate -w -t 30 stop >/dev/null 2>&1 ||
      [[ ! -f $PGDATA_DIR/postmaster.pid ]] || log "warning: could not stop the cluster in $PGDATA_DIR"
  fi
  rm -rf "$TMPROOT"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# --- create and start the cluster --------------------------------------------
log "initdb ($BINDIR) in $PGDATA_DIR"
as_owner "$BINDIR/initdb" -D "$PGDATA_DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-instructions \
  >"$TMPROOT/initdb.log" 2>&1 || {
  cat "$TMPROOT/initdb.log" >&2
  die "initdb failed"
}

# Only the loopback interface and the private socket directory.
cat >"$PGDATA_DIR/pg_hba.conf" <<'EOF'
# TYPE  DATABASE  USER  ADDRESS       METHOD
local   all       all                 trust
host    all       all   127.0.0.1/32  trust
EOF

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

PORT=''
for candidate in $(seq "${PG_TEST_PORT:-54329}" "$((${PG_TEST_PORT:-54329} + 50))"); do
  port_in_use "$candidate" && continue
  [[ -e /tmp/.s.PGSQL.$candidate.lock ]] && continue
  # Settings for a disposable test database: no durability needed.
  cat >"$PGDATA_DIR/postgresql.auto.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $candidate
unix_socket_directories = '$TMPROOT'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 100
EOF
  if as_owner "$BINDIR/pg_ctl" -D "$PGDATA_DIR" -l "$PGLOG" -w -t 60 start >/dev/null 2>&1; then
    PORT=$candidate
    STARTED=1
    break
  fi
  # The port may have been taken between the check and the start: try the next one.
  if ! grep -qi 'could not bind\|address already in use\|could not create any TCP/IP sockets' "$PGLOG" 2>/dev/null; then
    cat "$PGLOG" >&2 2>/dev/null
    die "the PostgreSQL server did not start"
  fi
  log "port $candidate busy, trying the next one"
done
[[ -n $PORT ]] || die "no free port found for PostgreSQL"

export PGHOST=127.0.0.1 PGPORT=$PORT PGUSER=postgres PGDATABASE=refit_test
"$BINDIR/psql" -X -q -v ON_ERROR_STOP=1 -d postgres -c 'CREATE DATABASE refit_test' >/dev/null ||
  die "could not create the database refit_test"
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/refit_test"

# For fault tests: `"$POSTGRES_CLUSTER_CTL" stop|start` stops (fast: connections are cut) or starts
# this cluster.
cat >"$TMPROOT/cluster-ctl" <<EOF
#!/usr/bin/env bash
set -euo pipefail
case \$1 in
  stop) mode=(-m fast) ;;
  start) mode=(-l "$PGLOG") ;;
  *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
cd "$TMPROOT"
if [[ -n "$PG_OS_USER" ]]; then
  runuser -u "$PG_OS_USER" -- "$BINDIR/pg_ctl" -D "$PGDATA_DIR" "\${mode[@]}" -w -t 60 "\$1" >/dev/null
else
  "$BINDIR/pg_ctl" -D "$PGDATA_DIR" "\${mode[@]}" -w -t 60 "\$1" >/dev/null
fi
EOF
chmod 755 "$TMPROOT/cluster-ctl"
export POSTGRES_CLUSTER_CTL=$TMPROOT/cluster-ctl
log "PostgreSQL $("$BINDIR/psql" -X -A -t -c 'SHOW server_version') ready: DATABASE_URL=$DATABASE_URL"

# --- run the command -----------------------------------------------------------
# In the background, so that a signal reaches the trap at once and stops the cluster.
set +e
# (Keep our stdin if we have one: a background command would otherwise read /dev/null.)
if { : <&0; } 2>/dev/null; then
  "$@" <&0 &
else
  "$@" </dev/null &
fi
CMD_PID=$!
wait "$CMD_PID"
STATUS=$?
CMD_PID=''
set -e
exit "$STATUS"
