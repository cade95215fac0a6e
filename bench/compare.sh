#!/bin/sh
# Compares the batch of the working tree with the batch of another commit
# and with net/url, for every dialect, in one run: the command is built at
# REV and from the working tree into a temporary folder, LINES generated
# pairs (internal/testkit/benchmix/mixgen) are resolved by
# `uridialect resolve -d NAME -` of each build and by a bufio loop over
# net/url (internal/testkit/benchmix/neturlbatch), the three runs
# interleaved, REPS times. It prints, per dialect, the medians of CPU time
# (user+system) and of wall time of each, and the ratios: net/url over the
# working tree (how many times faster than net/url) and REV over the
# working tree (above 1: the working tree is faster). CPU time is the
# figure to read on a shared machine; the batch runs on every core, the
# net/url loop on one, so wall ratios are higher than CPU ratios on an
# idle machine and lower on a loaded one.
#
# The outputs are compared too: each dialect's output at REV and in the
# working tree must be the same, byte for byte (a difference is printed
# and makes the exit status 1), and rfc3986's must be net/url's (but for
# the fifth field, the warning, which the loop does not write).
#
#   bench/compare.sh [REV]              (default HEAD: the last commit)
#   LINES=1000000 REPS=5 DIALECTS="rfc3986 whatwg" bench/compare.sh main
#
# PIN runs every command under a CPU affinity, e.g. PIN="taskset -c 0"
# with GOMAXPROCS=1 for one core.
set -eu
cd "$(dirname "$0")/.."
rev=${1:-HEAD}
lines=${LINES:-1000000}
reps=${REPS:-5}
pin=${PIN:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

commit=$(git rev-parse --short "$rev")
mkdir "$tmp/rev"
git archive "$commit" | tar -x -C "$tmp/rev"
(cd "$tmp/rev" && go build -o "$tmp/uridialect-rev" ./cmd/uridialect)
go build -o "$tmp/uridialect" ./cmd/uridialect
go build -o "$tmp/neturlbatch" ./internal/testkit/benchmix/neturlbatch
go build -o "$tmp/cputimerun" ./internal/testkit/cputime/cputimerun
go run ./internal/testkit/benchmix/mixgen -n "$lines" > "$tmp/mix.tsv"
dialects=${DIALECTS:-$("$tmp/uridialect" dialects | awk '/^[a-z]/ { print $1 }')}

# cpu CMD...: runs CMD with the mix as input and its output thrown away,
# and prints its CPU time (user+system) and wall time in seconds, to the
# microsecond (cputimerun; /usr/bin/time has hundredths).
cpu() {
	"$tmp/cputimerun" -o "$tmp/time" $pin "$@" < "$tmp/mix.tsv" > /dev/null 2>&1 || true
	awk '{ printf "%.4f %.4f\n", $1, $2 }' "$tmp/time"
}

# median FILE COLUMN: the median of a column of numbers.
median() {
	awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "== $lines pairs, $reps runs each interleaved, medians; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== REV $commit against the working tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo +changes))"
$pin "$tmp/neturlbatch" < "$tmp/mix.tsv" > "$tmp/neturl.out"
printf '%-12s %9s %9s %9s %9s %9s %9s  %-9s %-9s %-9s\n' dialect "net/url" REV tree "net/url" REV tree "x net/url" "x net/url" "REV/tree"
printf '%-12s %9s %9s %9s %9s %9s %9s  %-9s %-9s %-9s\n' "" "cpu s" "cpu s" "cpu s" "wall s" "wall s" "wall s" "(cpu)" "(wall)" "(cpu)"
status=0
for d in $dialects; do
	# The outputs first, which also warms the caches.
	revok=1
	$pin "$tmp/uridialect-rev" resolve -d "$d" - < "$tmp/mix.tsv" > "$tmp/rev.out" 2>/dev/null || [ $? -eq 1 ] || revok=0
	$pin "$tmp/uridialect" resolve -d "$d" - < "$tmp/mix.tsv" > "$tmp/tree.out" 2>/dev/null || [ $? -eq 1 ] || { echo "$d: the working tree's batch failed" >&2; status=1; continue; }
	if [ $revok = 1 ] && ! cmp -s "$tmp/rev.out" "$tmp/tree.out"; then
		echo "$d: the output differs from REV's:" >&2
		cmp "$tmp/rev.out" "$tmp/tree.out" >&2 || true
		status=1
	fi
	if [ "$d" = rfc3986 ] && ! cut -f1-4 "$tmp/tree.out" | cmp -s - "$tmp/neturl.out"; then
		echo "$d: the output differs from net/url's" >&2
		status=1
	fi
	: > "$tmp/runs"
	i=0
	while [ $i -lt "$reps" ]; do
		n=$(cpu "$tmp/neturlbatch")
		if [ $revok = 1 ]; then r=$(cpu "$tmp/uridialect-rev" resolve -d "$d" -); else r="0 0"; fi
		t=$(cpu "$tmp/uridialect" resolve -d "$d" -)
		echo "$n $r $t" >> "$tmp/runs"
		i=$((i + 1))
	done
	nc=$(median "$tmp/runs" 1) nw=$(median "$tmp/runs" 2)
	rc=$(median "$tmp/runs" 3) rw=$(median "$tmp/runs" 4)
	tc=$(median "$tmp/runs" 5) tw=$(median "$tmp/runs" 6)
	awk -v d="$d" -v nc="$nc" -v nw="$nw" -v rc="$rc" -v rw="$rw" -v tc="$tc" -v tw="$tw" -v ok=$revok 'BEGIN {
		rev = ok ? sprintf("%.2fx", rc / tc) : "n/a"
		printf "%-12s %9.4f %9s %9.4f %9.4f %9s %9.4f  %-9s %-9s %-9s\n", d, nc, ok ? sprintf("%.4f", rc) : "n/a", tc, nw, ok ? sprintf("%.4f", rw) : "n/a", tw,
			sprintf("%.2fx", nc / tc), sprintf("%.2fx", nw / tw), rev
	}'
done
exit $status
