#!/bin/sh
# Measures `uridialect links -d whatwg --tsv` on a WARC of real pages
# against two references on the same file, in one run: a pass that reads
# every record as links does and only tokenizes the HTML ones
# (internal/testkit/tokenizeonly: the floor), and the Node pipeline web
# archivists would write (webrecorder's warcio, htmlparser2 and the URL
# Standard's new URL: bench/node/links.mjs, with warcio and htmlparser2
# installed from the npm registry into a temporary folder; left out when
# npm is missing or NODE=0). All run on one core (taskset -c 0,
# GOMAXPROCS=1), interleaved REPS times; it prints each run's CPU time
# (user+system), the medians and their ratios.
#
# The WARC: the real pages of testdata/realdata (the British Library's
# gov.uk crawl of 2014 and Common Crawl's link-extraction test page), or
# every .html file under REAL_PAGES, as responses (corpusgen -pages)
# repeated until SIZE bytes (default 50 MB). It is written to a temporary
# folder and removed.
#
#   [REAL_PAGES=DIR] [SIZE=50000000] [REPS=5] [NODE=0] bench/links.sh
set -eu
cd "$(dirname "$0")/.."
size=${SIZE:-50000000}
reps=${REPS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/uridialect" ./cmd/uridialect
go build -o "$tmp/tokenizeonly" ./internal/testkit/tokenizeonly
go build -o "$tmp/corpusgen" ./internal/testkit/warcgen/corpusgen
go build -o "$tmp/cputimerun" ./internal/testkit/cputime/cputimerun

pages=${REAL_PAGES:-}
if [ -z "$pages" ]; then
	pages=$tmp/pages
	mkdir "$pages"
	"$tmp/tokenizeonly" -pages "$pages" testdata/realdata/webarchive-discovery/*.warc.gz testdata/realdata/webarchive-commons/*.warc 2>/dev/null
fi
"$tmp/corpusgen" -pages "$pages" -url "${REAL_URL:-http://www.example.gov.uk/}" -date "${REAL_DATE:-2014-03-25T12:00:00Z}" \
	-size "$size" -o "$tmp/real.warc" >/dev/null

node=
if [ "${NODE:-1}" != 0 ] && command -v npm >/dev/null && command -v node >/dev/null; then
	mkdir "$tmp/node"
	echo '{"type": "module", "private": true}' > "$tmp/node/package.json"
	cp bench/node/links.mjs "$tmp/node/"
	if (cd "$tmp/node" && npm install --silent --no-audit --no-fund warcio@2.4.11 htmlparser2@12.0.0 >/dev/null 2>&1); then
		node="node $tmp/node/links.mjs"
	else
		echo "npm install failed: the Node pipeline is left out" >&2
	fi
fi

pin="taskset -c 0"
GOMAXPROCS=1
export GOMAXPROCS

# run NAME CMD...: one run, its CPU time (user+system) appended to NAME's
# list; the standard error of the last run kept as NAME.err.
run() {
	name=$1
	shift
	"$tmp/cputimerun" -o "$tmp/time" $pin "$@" > "$tmp/$name.out" 2> "$tmp/$name.err" || true
	awk '{ printf "%.4f\n", $1 }' "$tmp/time" >> "$tmp/$name.cpu"
}
median() {
	sort -n "$tmp/$1.cpu" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "== $(ls "$pages" | wc -l) real pages ($(du -sk "$pages" | cut -f1) KiB) repeated to a WARC of $(wc -c < "$tmp/real.warc") bytes"
echo "== one core (taskset -c 0, GOMAXPROCS=1), $reps runs each interleaved; load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
i=0
while [ $i -lt "$reps" ]; do
	run tokenize "$tmp/tokenizeonly" "$tmp/real.warc"
	run links "$tmp/uridialect" links -d whatwg --tsv "$tmp/real.warc"
	[ -z "$node" ] || run node $node "$tmp/real.warc"
	i=$((i + 1))
done
echo "tokenize-only: $(tail -1 "$tmp/tokenize.err")"
echo "links -d whatwg: $(wc -l < "$tmp/links.out") links; $(grep '^records' "$tmp/links.err")"
[ -z "$node" ] || echo "node: $(wc -l < "$tmp/node.out") links"
t=$(median tokenize) l=$(median links)
echo "CPU seconds, runs: tokenize-only $(tr '\n' ' ' < "$tmp/tokenize.cpu"); links $(tr '\n' ' ' < "$tmp/links.cpu")$([ -z "$node" ] || echo "; node $(tr '\n' ' ' < "$tmp/node.cpu")")"
awk -v t="$t" -v l="$l" 'BEGIN { printf "medians: tokenize-only %.3f s, links %.3f s: links/tokenize-only %.3f\n", t, l, l / t }'
if [ -n "$node" ]; then
	n=$(median node)
	awk -v n="$n" -v l="$l" 'BEGIN { printf "medians: node %.3f s: node/links %.3f\n", n, n / l }'
fi
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
