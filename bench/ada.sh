#!/bin/sh
# Compares `uridialect resolve -d whatwg -` with ada, the URL Standard's
# parser Node.js uses (C++, built with g++ -O3), on one core: the same
# LINES generated pairs (internal/testkit/benchmix/mixgen) through our
# batch (GOMAXPROCS=1) and through bench/ada/driver.cpp, the same batch
# written over ada, both pinned to CPU 0, interleaved REPS times. It
# prints each run's CPU time (user+system) and wall time, the medians, and
# the ratio of the medians of CPU time (above 1: whatwg is faster). The
# outputs are compared first: base, reference and result of every line
# must be the same, byte for byte, and so must the lines that fail.
#
# ada itself never enters this repository: ADA names a folder holding
# its single-header release (ada.cpp and ada.h), or a git repository of
# ada-url/ada (a clone, or a mirror), from which the single header of
# ADA_REV (default v3.4.4) is made by its own singleheader/amalgamate.py.
# Either is copied into a temporary folder, built there, and removed.
#
#   ADA=/path/to/ada [ADA_REV=v3.4.4] [LINES=1000000] [REPS=7] bench/ada.sh
set -eu
cd "$(dirname "$0")/.."
: "${ADA:?ADA must name ada's single header (ada.cpp, ada.h) or a git repository of ada-url/ada}"
rev=${ADA_REV:-v3.4.4}
lines=${LINES:-1000000}
reps=${REPS:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -f "$ADA/ada.cpp" ] && [ -f "$ADA/ada.h" ]; then
	cp "$ADA/ada.cpp" "$ADA/ada.h" "$tmp/"
	version="the single header in $ADA"
else
	mkdir "$tmp/src"
	git -C "$ADA" archive "$rev" | tar -x -C "$tmp/src"
	(cd "$tmp/src" && python3 singleheader/amalgamate.py >/dev/null 2>&1) || { echo "ada: singleheader/amalgamate.py failed" >&2; exit 1; }
	cp "$tmp/src/singleheader/ada.cpp" "$tmp/src/singleheader/ada.h" "$tmp/"
	version="$rev"
fi
g++ -O3 -DNDEBUG -std=c++20 -I"$tmp" -o "$tmp/adabatch" bench/ada/driver.cpp
go build -o "$tmp/uridialect" ./cmd/uridialect
go run ./internal/testkit/benchmix/mixgen -n "$lines" > "$tmp/mix.tsv"

pin="taskset -c 0"
GOMAXPROCS=1
export GOMAXPROCS

# The outputs: the first three fields, and which lines fail.
$pin "$tmp/uridialect" resolve -d whatwg - < "$tmp/mix.tsv" > "$tmp/whatwg.out" || [ $? -eq 1 ]
$pin "$tmp/adabatch" < "$tmp/mix.tsv" > "$tmp/ada.out"
cut -f1-3 "$tmp/whatwg.out" > "$tmp/whatwg.3"
cut -f1-3 "$tmp/ada.out" > "$tmp/ada.3"
if ! cmp "$tmp/whatwg.3" "$tmp/ada.3"; then
	diff "$tmp/whatwg.3" "$tmp/ada.3" | head -20
	echo "the outputs differ" >&2
	exit 1
fi
failed_whatwg=$(awk -F'\t' '$4 != ""' "$tmp/whatwg.out" | wc -l)
failed_ada=$(awk -F'\t' '$4 != ""' "$tmp/ada.out" | wc -l)
if [ "$failed_whatwg" != "$failed_ada" ]; then
	echo "failures differ: whatwg $failed_whatwg, ada $failed_ada" >&2
	exit 1
fi
echo "== $lines pairs: base, reference and result identical on every line; $failed_whatwg lines fail under both"
echo "== ada $version, $(g++ --version | head -1), -O3; $(go version | cut -d' ' -f3); one core (taskset -c 0, GOMAXPROCS=1)"
echo "== $reps runs each, interleaved; load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"

: > "$tmp/runs"
i=0
while [ $i -lt "$reps" ]; do
	/usr/bin/time -f '%U %S %e' -o "$tmp/t1" $pin "$tmp/uridialect" resolve -d whatwg - < "$tmp/mix.tsv" > /dev/null 2>&1 || true
	/usr/bin/time -f '%U %S %e' -o "$tmp/t2" $pin "$tmp/adabatch" < "$tmp/mix.tsv" > /dev/null
	echo "$(tail -1 "$tmp/t1") $(tail -1 "$tmp/t2")" >> "$tmp/runs"
	i=$((i + 1))
done
awk '{ printf "run %d: whatwg cpu %.2f s (user %.2f, sys %.2f), wall %.2f s; ada cpu %.2f s (user %.2f, sys %.2f), wall %.2f s\n", NR, $1 + $2, $1, $2, $3, $4 + $5, $4, $5, $6 }' "$tmp/runs"
# median COLUMN-EXPRESSION
median() {
	awk "{ print $1 }" "$tmp/runs" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
w=$(median '$1 + $2') a=$(median '$4 + $5')
ws=$(median '$2') as=$(median '$5')
awk -v w="$w" -v a="$a" -v ws="$ws" -v as="$as" 'BEGIN {
	printf "medians: whatwg cpu %.2f s (sys %.2f), ada cpu %.2f s (sys %.2f): ada/whatwg %.3f\n", w, ws, a, as, a / w
}'
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
