#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: 127.0.0.1 only, on a free port, its data and
# its Unix socket in a temporary directory, removed by `stop`.
#
#   eval "$(bash scripts/postgres.sh start)"   # installs, creates, starts; prints exports
#   cargo test -p whodunit-server --test store
#   bash scripts/postgres.sh stop              # stops it and removes its directory
#
# `start` installs Debian's `postgresql` package (apt-get, as root) when no initdb/pg_ctl is
# found, and prints, for `eval`:
#   WHODUNIT_TEST_POSTGRES  the URL of an empty database `whodunit` (user `postgres`, no
#                           password: trust on 127.0.0.1); tests create their own databases
#                           through it;
#   WHODUNIT_TEST_PG_CTL    a pg_ctl for this server (run as the `postgres` user, with its
#                           data directory and log file already given): tests that simulate
#                           the database going away run `$WHODUNIT_TEST_PG_CTL stop -m fast`
#                           and then `$WHODUNIT_TEST_PG_CTL start -w`;
#   WHODUNIT_TEST_PG_DATA   the data directory; WHODUNIT_TEST_PG_DIR the whole temporary
#                           directory (what `stop` removes).
# PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user.
set -euo pipefail

say() { echo "postgres.sh: $*" >&2; }

# The directory of initdb and pg_ctl: Debian's newest version, else the PATH's.
bin_dir() {
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
        echo "$dir"
    elif command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
        dirname "$(readlink -f "$(command -v pg_ctl)")"
    fi
}

install_postgres() {
    if [[ $(id -u) != 0 ]]; then
        say "PostgreSQL (initdb, pg_ctl) is missing: install Debian's postgresql package"
        exit 1
    fi
    say "installing PostgreSQL (Debian's postgresql package)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
}

# A TCP port on 127.0.0.1 that nothing answers on (checked again by the server's start).
free_port() {
    local port
    for _ in $(seq 1 50); do
        port=$((20000 + RANDOM % 40000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
    say "no free port found"
    exit 1
}

start() {
    local bin
    bin=$(bin_dir)
    if [[ -z "$bin" ]]; then
        install_postgres
        bin=$(bin_dir)
        [[ -n "$bin" ]] || { say "PostgreSQL installed, but initdb/pg_ctl not found"; exit 1; }
    fi
    local dir runner=()
    dir=$(mktemp -d "${TMPDIR:-/tmp}/whodunit-pg.XXXXXX")
    chmod 755 "$dir"
    if [[ $(id -u) == 0 ]]; then
        id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" postgres
        chown postgres: "$dir"
        runner=(runuser -u postgres --)
    fi
    cd "$dir"
    "${runner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 \
        --no-locale >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
    }
    # The pg_ctl the tests use: as the server's user, with its data and log.
    cat >"$dir/pg_ctl" <<EOF
#!/bin/sh
cd "$dir" && exec ${runner[*]} "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" "\$@"
EOF
    chmod 755 "$dir/pg_ctl"
    local port started=
    for _ in 1 2 3 4 5; do
        port=$(free_port)
        # Only 127.0.0.1 and a socket in the temporary directory; no durability needed.
        cat >"$dir/data/postgresql.auto.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
        if "$dir/pg_ctl" start -w -t 60 >/dev/null; then
            started=1
            break
        fi
        say "could not start on port $port; trying another"
    done
    if [[ -z "$started" ]]; then
        cat "$dir/server.log" >&2 || true
        exit 1
    fi
    "${runner[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -q \
        -c "CREATE DATABASE whodunit" >&2
    say "PostgreSQL $("$bin/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir/data"
    echo "export WHODUNIT_TEST_POSTGRES='postgres://postgres@127.0.0.1:$port/whodunit'"
    echo "export WHODUNIT_TEST_PG_CTL='$dir/pg_ctl'"
    echo "export WHODUNIT_TEST_PG_DATA='$dir/data'"
    echo "export WHODUNIT_TEST_PG_DIR='$dir'"
}

stop() {
    local dir=${1:-${WHODUNIT_TEST_PG_DIR:-}}
    [[ -n "$dir" && -x "$dir/pg_ctl" ]] || { say "nothing to stop (no WHODUNIT_TEST_PG_DIR)"; return 0; }
    "$dir/pg_ctl" stop -m immediate >/dev/null 2>&1 || true
    rm -rf "$dir"
    say "stopped, $dir removed"
}

case "${1:-}" in
start) start ;;
stop) stop "${2:-}" ;;
*)
    echo "usage: $0 start | stop [DIR]   (eval \"\$($0 start)\" exports the URL)" >&2
    exit 2
    ;;
esac
