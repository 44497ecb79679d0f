#!/usr/bin/env bash
# The speed of the working tree against a base commit, measured side by side in one run.
#
# This machine's speed changes from day to day by up to a factor of two, so a figure is
# only ever compared with the same figure of the other build taken minutes apart: BASE and
# the working tree are built in release, then every figure is taken from each build in
# turn (the order flipped every repetition), and each figure's ratio head/base is printed
# with its spread over the repetitions. Figures: bot-game simulations per second for each
# game on one thread, with its strongest bots and with random ones (the rules engine
# alone, nearly), Cluedo's notebook update times over recorded 6-player games (median,
# p99 and worst), and the saturated loadtest's actions per second with the bare WebSocket
# echo of the same run (and the first as a share of the second).
#
# Usage: scripts/bench-compare.sh BASE [--reps N] [--only REGEX] [--seconds S]
#   BASE        a commit (hash, tag, branch) of this repository
#   --reps N    repetitions of every figure on each build (default 3)
#   --only RE   only the figures whose name matches RE (grep -E), e.g. 'sim|loadtest'
#   --seconds S length of each loadtest measurement (default 5)
# The base's tree and builds live under target/bench-compare/ (kept between runs); the
# working tree builds into target/release as `cargo build --release` does.
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
}

base="" reps=3 only="" seconds=5
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --reps) reps="${2:?--reps needs a number}"; shift 2 ;;
    --only) only="${2:?--only needs a pattern}"; shift 2 ;;
    --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
    -*) echo "bench-compare: unknown option $1 (see --help)" >&2; exit 2 ;;
    *)
      [ -z "$base" ] || { echo "bench-compare: one BASE only (see --help)" >&2; exit 2; }
      base="$1"; shift ;;
  esac
done
[ -n "$base" ] || { echo "bench-compare: which BASE? (see --help)" >&2; exit 2; }
case "$reps$seconds" in *[!0-9]*) echo "bench-compare: --reps and --seconds take whole numbers" >&2; exit 2 ;; esac

root=$(git rev-parse --show-toplevel)
cd "$root"
commit=$(git rev-parse --verify --quiet "$base^{commit}") \
  || { echo "bench-compare: $base is not a commit of this repository" >&2; exit 2; }
work="$root/target/bench-compare"
tree="$work/base-tree"
mkdir -p "$work"

# The base's tree: a detached worktree at BASE, made again only when BASE changes.
if [ "$(git -C "$tree" rev-parse HEAD 2>/dev/null || true)" != "$commit" ]; then
  git worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
  git worktree prune
  git worktree add --quiet --detach "$tree" "$commit"
fi

# Builds one tree: the CLI, and Cluedo's notebook benchmark (its executable's path in $2).
build() {
  local dir="$1" out="$2" target="$3"
  echo "== building $(git -C "$dir" rev-parse --short HEAD)$( [ "$dir" = "$root" ] && echo ' + working tree') in $target" >&2
  (cd "$dir" && CARGO_TARGET_DIR="$target" cargo build --release --quiet -p whodunit)
  (cd "$dir" && CARGO_TARGET_DIR="$target" cargo bench --no-run --quiet -p whodunit-cluedo \
      --bench notebook --message-format=json 2>/dev/null) \
    | grep -o '"executable":"[^"]*"' | tail -1 | sed 's/"executable":"\(.*\)"/\1/' > "$out"
}
build "$tree" "$work/base-notebook" "$work/base-target"
build "$root" "$work/head-notebook" "$root/target"
declare -A bin=([base]="$work/base-target/release/whodunit" [head]="$root/target/release/whodunit")
declare -A notebook=([base]="$(cat "$work/base-notebook")" [head]="$(cat "$work/head-notebook")")

# Each figure: name, whether more is better, and how to take it from a build (prints one
# number per line, in the order of its names).
figures=(
  "sim-cluedo games/s|more"
  "sim-bakerstreet games/s|more"
  "sim-pi games/s|more"
  "sim-inkognito matches/s|more"
  "sim-easy-cluedo games/s|more"
  "sim-easy-bakerstreet games/s|more"
  "sim-easy-pi games/s|more"
  "sim-easy-inkognito matches/s|more"
  "notebook-cluedo-6p median µs|less"
  "notebook-cluedo-6p p99 µs|less"
  "notebook-cluedo-6p worst µs|less"
  "loadtest actions/s|more"
  "loadtest echo round trips/s|more"
  "loadtest share of echo %|more"
  "loadtest server CPU µs/action|less"
  "loadtest clients CPU µs/action|less"
  "loadtest echo CPU µs/round trip|less"
)

# A Rust Duration as Debug prints it (812ns, 45.3µs, 1.2ms, 2.1s), in microseconds.
to_micros() {
  awk '{ v = $0; u = v; sub(/[0-9.]+/, "", u); sub(/[a-zµ]+$/, "", v);
         f = (u == "ns") ? 0.001 : (u == "ms") ? 1000 : (u == "s") ? 1000000 : 1;
         printf "%.3f\n", v * f }'
}

# Takes one group of figures from one build; prints "NAME=VALUE" lines.
take() {
  local group="$1" side="$2" out
  case "$group" in
    sim-*)
      # sim-GAME: the game's strongest bots (its default), whose work changes as they
      # improve; sim-easy-GAME: the random bot in every seat ("random" in every version),
      # nearly all rules engine.
      local game="${group#sim-}" games bots=()
      case "$game" in easy-*) game="${game#easy-}"; bots=(--bots random) ;; esac
      case "$game" in cluedo) games=4000 ;; bakerstreet) games=6000 ;; pi) games=300 ;; inkognito) games=1500 ;; esac
      [ ${#bots[@]} -eq 0 ] || games=$((games * 4))
      out=$("${bin[$side]}" sim "$game" --games "$games" --threads 1 "${bots[@]}" 2>&1 | tail -1)
      echo "$out" | sed -n "s/^\([0-9.]*\) \(games\|matches\)\/s.*/$group \2\/s=\1/p"
      ;;
    notebook-cluedo-6p)
      out=$("${notebook[$side]}" --bench 2>&1 | grep '^6 players:')
      printf '%s median µs=%s\n' "$group" "$(echo "$out" | sed 's/.*median \([^,]*\),.*/\1/' | to_micros)"
      printf '%s p99 µs=%s\n' "$group" "$(echo "$out" | sed 's/.*p99 \([^,]*\),.*/\1/' | to_micros)"
      printf '%s worst µs=%s\n' "$group" "$(echo "$out" | sed 's/.*max \([^ ]*\) .*/\1/' | to_micros)"
      ;;
    loadtest)
      # 200 tables of 4 seats: 800 connections, with room for the tables to queue up.
      out=$("${bin[$side]}" loadtest --tables 200 --seconds "$seconds" 2>&1)
      local actions round_trips
      actions=$(echo "$out" | sed -n 's/.* = \([0-9.]*\) actions\/s.*/\1/p' | head -1)
      round_trips=$(echo "$out" | sed -n 's/.*: \([0-9.]*\) round trips\/s.*/\1/p' | head -1)
      echo "loadtest actions/s=$actions"
      echo "loadtest echo round trips/s=$round_trips"
      echo "loadtest share of echo %=$(awk -v a="$actions" -v e="$round_trips" 'BEGIN { if (e > 0) printf "%.2f", 100 * a / e }')"
      # CPU time per action (builds from before these lines were printed have none).
      echo "$out" | sed -n 's/.*CPU per action: server \([0-9.]*\) µs.*, load clients \([0-9.]*\) µs.*/loadtest server CPU µs\/action=\1\nloadtest clients CPU µs\/action=\2/p'
      echo "$out" | sed -n 's/.*CPU per echo round trip: server and clients together \([0-9.]*\) µs.*/loadtest echo CPU µs\/round trip=\1/p'
      ;;
  esac
}

groups=()
for figure in "${figures[@]}"; do
  name="${figure%%|*}"
  group="${name%% *}"
  if [ -n "$only" ] && ! echo "$name" | grep -Eq -- "$only"; then continue; fi
  case " ${groups[*]:-} " in *" $group "*) ;; *) groups+=("$group") ;; esac
done
[ ${#groups[@]} -gt 0 ] || { echo "bench-compare: no figure matches $only" >&2; exit 2; }

results="$work/results.txt"
: > "$results"
for rep in $(seq 1 "$reps"); do
  for group in "${groups[@]}"; do
    if [ $((rep % 2)) -eq 1 ]; then order="base head"; else order="head base"; fi
    for side in $order; do
      printf '\r== repetition %s/%s: %-20s %s ' "$rep" "$reps" "$group" "$side" >&2
      take "$group" "$side" | sed "s/^/$rep|$side|/" >> "$results"
    done
  done
done
printf '\r%-60s\r' '' >&2

echo "head: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' + uncommitted changes'), base: $(git rev-parse --short "$commit"), $reps repetitions, $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
printf '%-32s %14s %14s %8s %17s\n' figure base head ratio "spread (min-max)"
for figure in "${figures[@]}"; do
  name="${figure%%|*}"
  grep -q "|$name=" "$results" || continue
  # Per repetition, head / base; medians of each side and of the ratios.
  awk -F'|' -v name="$name" '
    { split($3, kv, "="); if (kv[1] != name) next; value[$1, $2] = kv[2]; reps[$1] = 1 }
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
      return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    END {
      n = 0
      m = 0
      for (r in reps) {
        if (value[r, "head"] != "") { m++; only[m] = value[r, "head"] }
        if (value[r, "base"] > 0 && value[r, "head"] != "") {
          n++; b[n] = value[r, "base"]; h[n] = value[r, "head"]; q[n] = value[r, "head"] / value[r, "base"]
        }
      }
      if (n == 0 && m > 0) { printf "%-32s %14s %14.1f   (none in base)\n", name, "-", median(only, m); exit }
      if (n == 0) { printf "%-32s %14s\n", name, "(not measured)"; exit }
      lo = q[1]; hi = q[1]; for (i = 2; i <= n; i++) { if (q[i] < lo) lo = q[i]; if (q[i] > hi) hi = q[i] }
      printf "%-32s %14.1f %14.1f %8.3f %8.3f-%-8.3f\n", name, median(b, n), median(h, n), median(q, n), lo, hi
    }' "$results"
done
echo "(ratio = head / base: above 1 is more of the figure; for µs figures less is better)"
