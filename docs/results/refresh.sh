#!/usr/bin/env bash
# Refreshes the reference run under docs/results/: runs the suite on the given filter (the
# README's card command by default) into a fresh artifacts folder, then keeps the suite's pages
# (tuning report, workload pages: Markdown and HTML), their charts and tuning-data.json here with
# the date, commit, machine and command they came from. BenchmarkDotNet's per-class exports stay out.
# Usage: bash docs/results/refresh.sh ['<filter>' ...]   (default: '*Sqlite*')
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/docs/results"
filters=("$@")
((${#filters[@]})) || filters=('*Sqlite*')

artifacts="$(mktemp -d)"
trap 'rm -rf "$artifacts"' EXIT
started=$(date +%s)
(cd "$root/src/Bench.Console" && EMBEDDEDDBBENCH_ARTIFACTS="$artifacts" dotnet run -c Release -- --filter "${filters[@]}")
minutes=$(( ($(date +%s) - started + 30) / 60 ))

results="$artifacts/results"
find "$here" -maxdepth 1 -type f \( -name '*.png' -o -name '*.html' -o -name 'tuning-data.json' -o \( -name '*.md' ! -name README.md \) \) -delete
pages=()
for page in "$results"/*.md "$results"/*.html; do
  case "$(basename "$page")" in EmbeddedDbBench.*) ;; *) pages+=("$page") ;; esac
done
cp "${pages[@]}" "$results"/tuning-data.json "$here"/
cp "$results"/*.png "$here"/ 2>/dev/null || true
page_links=""
for page in "${pages[@]}"; do
  n="$(basename "$page")"
  if [[ $n == *.md && $n != tuning-report.md ]]; then page_links+="[${n%.md}]($n) "; fi
done

commit="$(git -C "$root" rev-parse --short HEAD)"
git -C "$root" diff --quiet HEAD -- src tests || commit="$commit (with uncommitted changes)"
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //' || uname -m)"
{
  echo "# Reference run"
  echo
  echo "| | |"
  echo "|---|---|"
  echo "| date | $(date -u '+%Y-%m-%d %H:%M') UTC |"
  echo "| commit | \`$commit\` |"
  echo "| machine | $(uname -sm), $(nproc) cores, $cpu, $(free -g | awk '/Mem:/ {print $2}') GiB |"
  echo "| .NET SDK | $(dotnet --version) |"
  echo "| command | \`cd src/Bench.Console && dotnet run -c Release -- --filter $(printf "'%s' " "${filters[@]}")\` |"
  echo "| duration | about $minutes min, build included |"
  echo
  echo "The tuning report ([Markdown](tuning-report.md), [HTML](tuning-report.html)), the workload pages"
  echo "($page_links), their charts and"
  echo "\`tuning-data.json\` are the suite's own output of that run, copied unchanged. Refresh with"
  echo "\`bash docs/results/refresh.sh\` (an idle machine: every other job's load is in the figures)."
} > "$here/README.md"
echo "docs/results refreshed from $commit"
