#!/bin/sh
# Measures capture lookups in a CDXJ index searched where it lies
# (docs/captures.md, "Bounded work"): for indexes of 20,000, 200,000 and
# 2,000,000 lines (as pywb's cdxj-indexer writes them, two captures a
# key), the time to open the index (every line read once: damaged and
# out-of-order lines found) and of 20,000 lookups (one in ten not
# captured), and the peak resident memory, which must not grow with the
# index. Beside it, on the same files in the same run: reading the lines
# and nothing more (the floor of opening), and an index read whole into
# memory (the keys held in a sorted slice), whose memory grows with it.
# Then the command: migrate --captures INDEX on the test collection's pages
# (testdata/captures/crawl), its changed links looked up in the index.
# Generated files go to a temporary folder and are removed.
#
#   bench/captures.sh [LINES...]
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/indexbench" ./bench/indexbench
go build -o "$tmp/uridialect" ./cmd/uridialect

# run LABEL CMD...: the command's last line, its elapsed seconds and peak RSS.
run() {
	label=$1; shift
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >"$tmp/out" 2>&1
	read -r secs kb <<EOT
$(tail -1 "$tmp/time")
EOT
	printf '%-34s %7ss %6d MiB  %s\n' "$label" "$secs" $((kb / 1024)) "$(tail -1 "$tmp/out")"
}

for n in ${@:-20000 200000 2000000}; do
	"$tmp/indexbench" -gen "$n" -o "$tmp/index.cdxj"
	echo "== $n lines, $(($(wc -c <"$tmp/index.cdxj") / 1048576)) MiB"
	run "read the lines (floor)" "$tmp/indexbench" -read "$tmp/index.cdxj"
	run "captures: open, 20,000 lookups" "$tmp/indexbench" -lookups 20000 "$tmp/index.cdxj"
	run "read whole, 20,000 lookups" "$tmp/indexbench" -whole -lookups 20000 "$tmp/index.cdxj"
	run "migrate --captures (crawl pages)" "$tmp/uridialect" migrate --from auto --quiet --out "$tmp/migrated" \
		--captures "$tmp/index.cdxj" testdata/captures/crawl/pages.warc.gz
	rm -rf "$tmp/migrated"
	rm "$tmp/index.cdxj"
done
