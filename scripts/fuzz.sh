#!/usr/bin/env bash
# Fuzzing: runs each cargo-fuzz target of fuzz/ for a bounded time on the stable toolchain.
#
#   bash scripts/fuzz.sh                      # every target, 60 s each
#   FUZZ_SECONDS=300 bash scripts/fuzz.sh pi  # one target, 5 minutes
#
# Targets: protocol (WebSocket client frames, table requests, companion sessions, as the
# server decodes them from a peer), cluedo, bakerstreet, pi, inkognito (a table driven
# through the erased layer with legal, mutated and arbitrary actions; see fuzz/src/lib.rs).
# A panic, an input running longer than FUZZ_TIMEOUT seconds, or more than FUZZ_RSS_MB of
# memory fails the script and leaves the input in fuzz/artifacts/TARGET/; replay it with
#   fuzz/target/$(rustc -vV | sed -n 's/host: //p')/release/TARGET fuzz/artifacts/TARGET/FILE
#
# The corpus is kept in the repo, fuzz/corpus/TARGET/: a run fuzzes from it and from the
# hand-made seeds of fuzz/seeds/TARGET/, then the corpus is replaced by a small set of its
# inputs and the run's new ones that covers every edge seen (libFuzzer's -set_cover_merge
# with -use_counters=0: an input that only runs a covered edge more often is dropped; on
# the protocol target a third of the inputs for the same edges), so that it stays small.
# FUZZ_MERGE=0 leaves the corpus as it was (a smoke run in CI).
#
# Stable toolchain: cargo-fuzz's default sanitizer (address) needs nightly's -Zsanitizer;
# `-s none` builds with only the -C flags of coverage instrumentation, which stable takes.
# The code fuzzed is safe Rust, so the sanitizer adds little; `-a` keeps debug assertions
# and overflow checks on, as in the tests.
#
# Measured on the 2-core machine, shared with other builds, 300 s per target (executions,
# then the merged corpus): protocol 7.5 M (25,000/s; 50,000/s on a quiet machine), 652
# inputs; cluedo 66,795 (220/s), 123; bakerstreet 12,130 (40/s), 65; pi 795 (2.6/s: every
# step serialises its 1,700 legal actions), 39; inkognito 92,716 (310/s), 108.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
timeout=${FUZZ_TIMEOUT:-10}
rss_mb=${FUZZ_RSS_MB:-2048}
merge=${FUZZ_MERGE:-1}
all=(protocol cluedo bakerstreet pi inkognito)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=("${all[@]}")
fi
for target in "${targets[@]}"; do
    if [[ ! " ${all[*]} " =~ " $target " ]]; then
        echo "unknown target $target; the targets are: ${all[*]}" >&2
        exit 2
    fi
done

# The stable toolchain, whatever the directory's override or rustup's default.
export RUSTUP_TOOLCHAIN=${RUSTUP_TOOLCHAIN:-stable}
# cargo-fuzz finds its binaries under fuzz/target; a target dir from the environment would
# send them elsewhere.
unset CARGO_TARGET_DIR

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== installing cargo-fuzz"
    cargo install --locked cargo-fuzz --version '^0.13'
fi

echo "== building the fuzz targets"
cargo fuzz build -s none -a --fuzz-dir fuzz
host=$(rustc -vV | sed -n 's/host: //p')
bin=fuzz/target/$host/release

# The bytes of the files under a directory.
size() {
    find "$1" -type f -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }'
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
summary=()
failed=()
for target in "${targets[@]}"; do
    echo "== $target: $seconds s"
    corpus=fuzz/corpus/$target
    mkdir -p "$corpus" "fuzz/artifacts/$target" "$work/$target/new" "$work/$target/merged"
    log=$work/$target/log
    status=0
    # New inputs go to the first directory; the committed corpus is only read.
    "$bin/$target" "$work/$target/new" "$corpus" "fuzz/seeds/$target" \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss_mb" \
        -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="fuzz/artifacts/$target/" 2>"$log" || status=$?
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^Done |ERROR|panicked|deadly signal|Test unit written' "$log" || true
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    if [ "$status" -ne 0 ]; then
        tail -40 "$log"
        failed+=("$target")
        summary+=("$(printf '%-12s FAILED (exit %s): see fuzz/artifacts/%s/' "$target" "$status" "$target")")
        continue
    fi
    # A small set of old and new inputs covering every edge replaces the corpus.
    if [ "$merge" != 0 ]; then
        "$bin/$target" -set_cover_merge=1 -use_counters=0 -timeout="$timeout" \
            -rss_limit_mb="$rss_mb" -max_len=4096 \
            "$work/$target/merged" "$corpus" "$work/$target/new" >"$work/$target/merge.log" 2>&1 \
            || { tail -20 "$work/$target/merge.log"; failed+=("$target (merge)"); continue; }
        rm -f "$corpus"/*
        cp "$work/$target/merged"/* "$corpus"/ 2>/dev/null || true
    fi
    files=$(find "$corpus" -type f | wc -l)
    bytes=$(size "$corpus")
    summary+=("$(printf '%-12s %10s executions in %4s s (%s exec/s), corpus %s files, %s bytes' \
        "$target" "${runs:-?}" "${took:-?}" "$(( ${runs:-0} / (${took:-1} > 0 ? ${took:-1} : 1) ))" \
        "$files" "$bytes")")
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
echo "corpus in all: $(find fuzz/corpus -type f | wc -l) files, $(size fuzz/corpus) bytes"
if [ ${#failed[@]} -ne 0 ]; then
    echo "failed: ${failed[*]}" >&2
    exit 1
fi
