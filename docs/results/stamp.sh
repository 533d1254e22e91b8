#!/usr/bin/env bash
# Names, in each file the reference run keeps, the run that wrote it: the commit, date and command of <stage>'s
# row in runs.tsv. A JSON file is wrapped as {"Run": {"Commit", "Date", "Command"}, "Results": [...]} (the console
# reads either form); a Markdown page gets a first line, an HTML page a first paragraph (the commit and command in <code>), a PNG chart a tEXt chunk
# "Comment" after its header (what `identify -verbose` or any PNG reader shows), a folder (ycsb/, whose files keep
# YCSB's own format untouched) a RUN.md. Stamping again replaces the stamp. Called by refresh.sh; needs jq and perl.
# Usage: bash docs/results/stamp.sh <crash-check|power-check|fault-check|suite|pages> <file> ...
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
stage=$1; shift
row="$(grep "^$stage	" "$here/runs.tsv" || true)"
if [[ -z $row ]]; then
  echo "stamp.sh: runs.tsv has no row for $stage" >&2
  exit 2
fi
IFS=$'\t' read -r _ date commit _ command <<< "$row"
line="Reference run: commit \`$commit\`, $date, \`$command\`."
rendered=""
# Pages rendered again (refresh.sh pages) name the measurement, the suite's row, and the commit that rendered them.
if [[ $stage == pages ]]; then
  rendered_commit=$commit rendered_date=$date
  IFS=$'\t' read -r _ date commit _ command <<< "$(grep "^suite	" "$here/runs.tsv")"
  line="Reference run: commit \`$commit\`, $date, \`$command\`; rendered again by commit \`$rendered_commit\`, $rendered_date."
  rendered=", rendered again by commit <code>$rendered_commit</code>, $rendered_date"
fi
# HTML has no code spans: the commit and the command go in <code>, the text escaped first, no backtick left.
escape() { local t="$1"; t="${t//&/&amp;}"; t="${t//</&lt;}"; t="${t//>/&gt;}"; printf '%s' "$t"; }
html="Reference run: commit <code>$(escape "$commit")</code>, $(escape "$date"), <code>$(escape "$command")</code>$rendered."
for file in "$@"; do
  case "$file" in
    *.json)
      jq --arg c "$commit" --arg d "$date" --arg m "$command" \
        '{Run: {Commit: $c, Date: $d, Command: $m}, Results: (if type == "object" and has("Results") then .Results else . end)}' \
        "$file" > "$file.new"
      mv "$file.new" "$file" ;;
    *.md)
      awk -v stamp="$line" 'NR == 1 { print stamp; print ""; if ($0 ~ /^Reference run: commit `/) { skip = 1; next } }
        skip == 1 && NR == 2 && $0 == "" { next } { print }' "$file" > "$file.new"
      mv "$file.new" "$file" ;;
    *.html)
      STAMP="$html" perl -0pi -e 's#<body>(<p class="run">.*?</p>)?#<body><p class="run">$ENV{STAMP}</p>#s' "$file" ;;
    *.png)
      # A PNG chunk: length, type, data, CRC-32 of type and data; an earlier stamp (a Comment chunk after IHDR) is replaced.
      STAMP="$line" perl -0777 -pi -MCompress::Zlib -e '
        my $data = "Comment\0$ENV{STAMP}";
        my $chunk = pack("N", length $data) . "tEXt" . $data . pack("N", crc32("tEXt" . $data));
        my $head = substr($_, 0, 33);
        my $rest = substr($_, 33);
        if (substr($rest, 4, 12) eq "tEXtComment\0") { $rest = substr($rest, 12 + unpack("N", $rest)); }
        $_ = $head . $chunk . $rest;' "$file" ;;
    */)
      printf '%s\n' "$line" > "${file}RUN.md" ;;
  esac
done
