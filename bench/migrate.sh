#!/bin/sh
# Measures migrate with its default outputs (the changed links, as TSV):
# the benchmark against a tokenizer-only pass over the same corpus in the
# same run (BenchmarkMigrate: typical and dense generated pages, and real
# pages when REAL_PAGES names a folder of them; migrate's work in stages),
# then each corpus at SIZE bytes (default 1 GiB, uncompressed) migrated
# by the command: its time, its peak resident memory, and its outputs'
# size against the input's. The corpora are written to a temporary
# folder and removed; they are never committed.
#
#   [REAL_PAGES=DIR] [REAL_URL=URL] [REAL_DATE=DATE] bench/migrate.sh [SIZE]
#
# Real pages are every .html file under DIR, as the responses to REAL_URL
# and their paths, captured on REAL_DATE (default 1997-06-01), repeated
# until SIZE: e.g. the lynx_help pages of ThomasDickey/lynx-snapshots.
set -eu
cd "$(dirname "$0")/.."
size=${1:-1073741824}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/uridialect" ./cmd/uridialect
go build -o "$tmp/corpusgen" ./internal/testkit/warcgen/corpusgen

corpora="typical dense"
if [ -n "${REAL_PAGES:-}" ]; then
	corpora="real $corpora"
	"$tmp/corpusgen" -pages "$REAL_PAGES" -url "${REAL_URL:-http://www.example.com/}" -date "${REAL_DATE:-1997-06-01T00:00:00Z}" \
		-size 1048576 -o "$tmp/real-bench.warc" >/dev/null
	URIDIALECT_BENCH_REAL="$tmp/real-bench.warc"
	export URIDIALECT_BENCH_REAL
fi

echo "== BenchmarkMigrate (same corpus, same run; cpu-ms/op is the steadier figure on a shared machine)"
go test ./migrate/output -run '^$' -bench '^BenchmarkMigrate$' -benchtime 3x -cpu 1 -benchmem | tee "$tmp/bench.txt"
# Each stage's CPU time over tokenize-only's, per corpus.
awk '/^BenchmarkMigrate\// {
       split($1, name, "/"); shape = name[2]; stage = name[3]
       for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ms/op") cpu[shape, stage] = $i
       if (!(shape in seen)) { seen[shape] = 1; order[++n] = shape }
     }
     END {
       for (k = 1; k <= n; k++) {
         s = order[k]; t = cpu[s, "tokenize-only"]
         if (t > 0) printf "%s: links %.2fx, analysis %.2fx, migrate %.2fx of tokenize-only (CPU time)\n", s, cpu[s, "links"] / t, cpu[s, "analysis"] / t, cpu[s, "migrate"] / t
       }
     }' "$tmp/bench.txt"

for corpus in $corpora; do
	echo "== $corpus pages, a WARC of $size bytes, default outputs"
	case $corpus in
	real) "$tmp/corpusgen" -pages "$REAL_PAGES" -url "${REAL_URL:-http://www.example.com/}" -date "${REAL_DATE:-1997-06-01T00:00:00Z}" -size "$size" -o "$tmp/in.warc" >/dev/null ;;
	typical) "$tmp/corpusgen" -typical -size "$size" -o "$tmp/in.warc" >/dev/null ;;
	dense) "$tmp/corpusgen" -size "$size" -o "$tmp/in.warc" >/dev/null ;;
	esac
	rm -rf "$tmp/out"
	/usr/bin/time -v "$tmp/uridialect" migrate --quiet --from auto --to "${TO:-rfc3986}" --out "$tmp/out" "$tmp/in.warc" 2> "$tmp/time.txt" || true
	grep -E '^(records|links):|uridialect' "$tmp/time.txt" || true
	grep -E 'Maximum resident set size|Elapsed \(wall clock\)|User time|System time' "$tmp/time.txt"
	in=$(wc -c < "$tmp/in.warc")
	out=$(find "$tmp/out" -type f -exec cat {} + | wc -c)
	for f in "$tmp/out"/*; do printf '%s %s\n' "$(wc -c < "$f")" "${f#"$tmp/out/"}"; done
	awk -v i="$in" -v o="$out" 'BEGIN { printf "input %d bytes, outputs %d bytes: %.2f%% of the input\n", i, o, 100 * o / i }'
done
