#!/bin/sh
# Measures migrate with its default outputs (the changed links, as TSV):
# the benchmark against a tokenizer-only pass over the same corpus in the
# same run (BenchmarkMigrate: typical and dense generated pages, and real
# pages when REAL_PAGES names a folder of them; migrate's work in stages),
# then each corpus at each of SIZES bytes (default 1 GiB, uncompressed)
# migrated by the command: its time, its peak resident memory, and its
# outputs' size against the input's. The corpora are written to a
# temporary folder and removed; they are never committed.
#
# The benchmark's test binary is built once and run REPS times (default
# 5); each run measures every stage on one core (-cpu 1) in turn, so that
# a change of load falls on all of them. It prints each run's CPU time
# per stage (cpu-ms/op: user+system of the process), the medians, and
# each stage's median over tokenize-only's: the figures to read on a
# shared machine.
#
#   [REPS=5] [BENCHTIME=3x] [REAL_PAGES=DIR] [REAL_URL=URL] [REAL_DATE=DATE] bench/migrate.sh [SIZES]
#
# SIZES is a list of sizes in bytes ("8388608 33554432": each corpus at
# each, for the peak memory against the input's size), 0 for none.
# Real pages are every .html file under DIR, as the responses to REAL_URL
# and their paths, captured on REAL_DATE (default 1997-06-01), repeated
# until SIZE: e.g. the lynx_help pages of ThomasDickey/lynx-snapshots.
set -eu
cd "$(dirname "$0")/.."
sizes=${1:-1073741824}
reps=${REPS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/uridialect" ./cmd/uridialect
go build -o "$tmp/corpusgen" ./internal/testkit/warcgen/corpusgen
go test -c -o "$tmp/output.test" ./migrate/output

corpora="typical dense"
if [ -n "${REAL_PAGES:-}" ]; then
	corpora="real $corpora"
	"$tmp/corpusgen" -pages "$REAL_PAGES" -url "${REAL_URL:-http://www.example.com/}" -date "${REAL_DATE:-1997-06-01T00:00:00Z}" \
		-size 1048576 -o "$tmp/real-bench.warc" >/dev/null
	URIDIALECT_BENCH_REAL="$tmp/real-bench.warc"
	export URIDIALECT_BENCH_REAL
fi

echo "== BenchmarkMigrate, one core (-cpu 1), $reps runs interleaved; load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
i=0
while [ $i -lt "$reps" ]; do
	(cd migrate/output && "$tmp/output.test" -test.run '^$' -test.bench '^BenchmarkMigrate$' -test.benchtime "${BENCHTIME:-3x}" -test.cpu 1) >> "$tmp/bench.txt"
	i=$((i + 1))
done
# Each stage's runs and median CPU time, and the median over tokenize-only's, per corpus.
awk '/^BenchmarkMigrate\// {
       split($1, name, "/"); shape = name[2]; stage = name[3]
       for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ms/op") { k = shape SUBSEP stage; n[k]++; v[k, n[k]] = $i }
       if (!((shape, stage) in seen)) { seen[shape, stage] = 1; stages[shape] = stages[shape] " " stage }
       if (!(shape in shapes)) { shapes[shape] = 1; order[++ns] = shape }
     }
     function median(k,   m, i, j, t, a) {
       m = n[k]
       for (i = 1; i <= m; i++) a[i] = v[k, i]
       for (i = 2; i <= m; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
       return (m % 2) ? a[(m+1)/2] : (a[m/2] + a[m/2+1]) / 2
     }
     END {
       for (o = 1; o <= ns; o++) {
         s = order[o]; t = median(s SUBSEP "tokenize-only")
         c = split(stages[s], st, " ")
         for (x = 1; x <= c; x++) {
           k = s SUBSEP st[x]; runs = ""
           for (i = 1; i <= n[k]; i++) runs = runs " " v[k, i]
           printf "%s/%s: CPU ms per run%s; median %.1f", s, st[x], runs, median(k)
           if (t > 0) printf ", %.2fx tokenize-only", median(k) / t
           printf "\n"
         }
       }
     }' "$tmp/bench.txt"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"

[ "$sizes" = 0 ] && exit 0
for size in $sizes; do
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
done
