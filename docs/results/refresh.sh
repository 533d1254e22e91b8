#!/usr/bin/env bash
# Refreshes the reference run under docs/results/, in stages that can run apart (in separate sittings, from one commit):
#   crash, power, fault (together: checks)  crash-check, power-check (both file-system models) and fault-check (a full
#           disk, a failing fsync) of the embedded engines and the servers: what each variant risks. No speed is taken,
#           so the machine need not be idle (Linux and gcc needed).
#   suite   the suite on the given filter (the README's card command by default), into an artifacts
#           folder holding the checks' results, so that its tuning report reads them; needs an idle
#           machine: every other job's load is in the figures.
# Each stage keeps its output here (the checks' JSON; the suite's pages, charts and tuning-data.json)
# and its command, date, commit and duration in runs.tsv, from which README.md is written; then the
# figures the repository's README.md and docs/reliability.md quote are written into their marked blocks
# from this data (`reference-blocks`), so that no figure there is typed by hand.
# One run, one commit: it refuses a tree with changes outside what it writes, and a single stage whose
# commit is not the one runs.tsv already holds, unless --new-run starts a new run (runs.tsv emptied; the
# other stages' files stay until their stage replaces them, so the run is whole only once every stage ran).
# `all` starts a new run by itself.
# BenchmarkDotNet's per-class exports stay out.
# Every file kept names the run that wrote it (stamp.sh: the JSON files wrapped with it, the pages' first line, the
# charts' PNG comment, ycsb/RUN.md).
#   pages   the suite's pages, charts and tuning report rendered again from the run it kept (measured-run.json) by
#           today's code (the console's `report` verb), without measuring: after a change to a page's code. The pages'
#           stamp names the measurement's commit and the rendering's.
# Usage: bash docs/results/refresh.sh [crash|power|fault|checks|suite|pages|all] [--new-run] ['<filter>' ...]   (default: all '*Sqlite*')
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/docs/results"
stage=all
case "${1:-}" in crash | power | fault | checks | suite | pages | all) stage=$1; shift ;; esac
new_run=false
if [[ ${1:-} == --new-run ]]; then new_run=true; shift; fi
[[ $stage == all ]] && new_run=true
filters=("$@")
((${#filters[@]})) || filters=('*Sqlite*')
# Every on-disk engine the suite runs: one left out is cut by the suite's own short power check instead (3 cuts), into the
# suite's results only, and the pages that quote it could not be rendered again from what the run kept (as at 47d52a3).
embedded=(Sqlite.MicrosoftData Sqlite.SystemData Sqlite.Raw Sqlite.Dapper Sqlite.EfCore Sqlite.SqliteNet Sqlite.Linq2Db DuckDb Firebird.Embedded LiteDb)
# The servers are cut too (a crash of the client loses nothing the server committed, so the crash check leaves them out).
servers=(Postgres MariaDb)
# fault-check's engines: the SQLite layers above the providers add no I/O path of their own, so only the providers stand for SQLite.
faulted=(Sqlite.MicrosoftData Sqlite.SystemData DuckDb Firebird.Embedded LiteDb "${servers[@]}")

artifacts="$(mktemp -d)"
trap 'rm -rf "$artifacts"' EXIT
mkdir -p "$artifacts/results"
commit="$(git -C "$root" rev-parse --short HEAD)"
if [[ -n "$(git -C "$root" status --porcelain -- . ':!docs/results' ':!README.md' ':!docs/reliability.md')" ]]; then
  echo "refresh.sh: the tree has changes outside docs/results, README.md and docs/reliability.md; commit them first, so that the run names the code it ran." >&2
  exit 2
fi
# The pages stage renders another commit's measurement on purpose: its stamp names both.
if [[ $stage != pages && $new_run == false && -f "$here/runs.tsv" ]] && cut -f1,3 "$here/runs.tsv" | grep -v "^pages	" | cut -f2 | grep -qv "^$commit\$"; then
  echo "refresh.sh: runs.tsv holds another commit than $commit; run 'all', or start a new run stage by stage with '$stage --new-run', so that the checks and the suite come from one commit." >&2
  exit 2
fi
if [[ $new_run == true ]]; then : > "$here/runs.tsv"; fi
# Whether the stage asked for includes the named one.
runs_stage() { [[ $stage == "$1" || $stage == all || ($stage == checks && $1 != suite) ]]; }

# Runs the console with the given arguments into the artifacts folder; records its row in runs.tsv.
# Returns the console's exit code: crash-check exits 1 when a trial lost a commit or failed its integrity check, which
# is a result to keep (its JSON says which), not a reason to stop the refresh.
run() {
  local name=$1; shift
  local started; started=$(date +%s)
  local status=0
  (cd "$root/src/Bench.Console" && EMBEDDEDDBBENCH_ARTIFACTS="$artifacts" dotnet run -c Release -- "$@") || status=$?
  local minutes=$(( ($(date +%s) - started + 30) / 60 ))
  local command="cd src/Bench.Console && dotnet run -c Release --" arg
  for arg in "$@"; do
    if [[ $arg =~ [^A-Za-z0-9._/=-] ]]; then command+=" '$arg'"; else command+=" $arg"; fi
  done
  touch "$here/runs.tsv"
  { grep -v "^$name	" "$here/runs.tsv" || true
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$(date -u '+%Y-%m-%d %H:%M') UTC" "$commit" "about $minutes min, build included" "$command"
  } > "$here/runs.tsv.new"
  mv "$here/runs.tsv.new" "$here/runs.tsv"
  return $status
}

# Keeps a check's JSON here, stamped with its run.
keep() {
  cp "$artifacts/results/$2" "$here"/
  bash "$here/stamp.sh" "$1" "$here/$2"
}

if runs_stage crash; then
  run crash-check crash-check "${embedded[@]}" || echo "refresh.sh: crash-check exited $? (a trial lost a commit or failed its integrity check: see crash-durability.json); kept as measured" >&2
  keep crash-check crash-durability.json
fi
if runs_stage power; then
  run power-check power-check "${embedded[@]}" "${servers[@]}" --seed 2027
  keep power-check power-durability.json
fi
if runs_stage fault; then
  run fault-check fault-check "${faulted[@]}" --seed 2027 || echo "refresh.sh: fault-check exited $? (a target got fewer injected faults than asked for: see fault-durability.json); kept as measured" >&2
  keep fault-check fault-durability.json
fi

if runs_stage suite; then
  # The tuning report prices each variant from the checks' results: those of this run, or it would mix two commits.
  for check in crash-check power-check fault-check; do
    if ! grep -q "^$check	" "$here/runs.tsv"; then
      echo "refresh.sh: runs.tsv has no $check of $commit; run the checks first (refresh.sh checks), then the suite." >&2
      exit 2
    fi
  done
  # The suite's report reads the checks' results from its own results folder.
  cp "$here"/crash-durability.json "$here"/power-durability.json "$here"/fault-durability.json "$artifacts/results/" 2>/dev/null || true
  run suite --filter "${filters[@]}"
  results="$artifacts/results"
  find "$here" -maxdepth 1 -type f \( -name '*.png' -o -name '*.html' -o -name 'tuning-data.json' -o -name 'layer-rounds.json' -o \( -name '*.md' ! -name README.md \) \) -delete
  for page in "$results"/*.md "$results"/*.html; do
    case "$(basename "$page")" in EmbeddedDbBench.*) ;; *) cp "$page" "$here"/ ;; esac
  done
  # What the pages are rendered from besides the cases (the layers by turns), so that `pages` renders them again whole.
  cp "$results"/tuning-data.json "$results"/measured-run.json "$here"/
  if [[ -f "$results/layer-rounds.json" ]]; then cp "$results/layer-rounds.json" "$here"/; fi
  cp "$results"/*.png "$here"/ 2>/dev/null || true
  # W7's results in YCSB's own output format, to set beside a YCSB run of another store.
  rm -rf "$here/ycsb"
  if [[ -d "$results/ycsb" ]]; then cp -r "$results/ycsb" "$here/"; fi
  # A suite run's pages are its own rendering: an earlier rendering's row goes.
  grep -v "^pages	" "$here/runs.tsv" > "$here/runs.tsv.new" || true
  mv "$here/runs.tsv.new" "$here/runs.tsv"
  bash "$here/stamp.sh" suite "$here/tuning-data.json" "$here/measured-run.json" $([[ -f "$here/layer-rounds.json" ]] && echo "$here/layer-rounds.json") $(find "$here" -maxdepth 1 \( -name '*.md' -o -name '*.html' -o -name '*.png' \) ! -name README.md) \
    $([[ -d "$here/ycsb" ]] && echo "$here/ycsb/")
fi

if [[ $stage == pages ]]; then
  if ! grep -q "^suite	" "$here/runs.tsv"; then
    echo "refresh.sh: runs.tsv has no suite stage: there is no measurement to render again." >&2
    exit 2
  fi
  run pages report "$here" --out "$artifacts/results"
  results="$artifacts/results"
  # The suite's own report (BenchmarkDotNet's summary, where the run's time went) is not the report verb's: it stays.
  find "$here" -maxdepth 1 -type f \( -name '*.png' -o -name '*.html' -o \( -name '*.md' ! -name README.md ! -name suite-report.md \) \) -delete
  cp "$results"/*.md "$results"/*.html "$here"/
  cp "$results"/*.png "$here"/ 2>/dev/null || true
  bash "$here/stamp.sh" pages $(find "$here" -maxdepth 1 \( -name '*.md' -o -name '*.html' -o -name '*.png' \) ! -name README.md ! -name suite-report.md)
fi

page_links=""
for page in "$here"/*.md; do
  n="$(basename "$page")"
  if [[ $n != README.md && $n != tuning-report.md ]]; then page_links+="[${n%.md}]($n) "; fi
done
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //' || uname -m)"
{
  echo "# Reference run"
  echo
  echo "Machine: $(uname -sm), $(nproc) cores, $cpu, $(free -g | awk '/Mem:/ {print $2}') GiB; .NET SDK $(dotnet --version)."
  echo
  echo "| stage | date | commit | duration | command |"
  echo "|---|---|---|---|---|"
  while IFS=$'\t' read -r name date run_commit duration command; do
    echo "| $name | $date | \`$run_commit\` | $duration | \`$command\` |"
  done < "$here/runs.tsv"
  echo
  echo "The tuning report ([Markdown](tuning-report.md), [HTML](tuning-report.html)), the workload pages"
  echo "($page_links), their charts, \`tuning-data.json\` and \`ycsb/\` (W7 in YCSB's own output format)"
  echo "are the suite's own output, copied unchanged but for a stamp naming the commit, date and command (\`stamp.sh\`: a page's first line, a chart's PNG comment, \`ycsb/RUN.md\`);"
  echo "\`crash-durability.json\`, \`power-durability.json\` (20 cuts per engine, variant and file-system model) and"
  echo "\`fault-durability.json\` (10 injected faults per engine, variant and fault, drawn from at most 30 trials; one trial where the variant made no call to fail, \"n/a: no fsync\") are the checks', which the suite's tuning report read and which the main job quotes where the"
  echo "power-cut simulator cannot run. Refresh with \`bash docs/results/refresh.sh\` from a clean commit (the checks,"
  echo "then the suite, on an idle machine: every other job's load is in the figures); it then writes the figures"
  echo "that README.md and docs/reliability.md quote into their marked blocks from these files."
} > "$here/README.md"
(cd "$root/src/Bench.Console" && dotnet run -c Release -- reference-blocks)
echo "docs/results refreshed ($stage) from $commit"
