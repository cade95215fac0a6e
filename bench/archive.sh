#!/bin/sh
# Measures the archive layer's bounds (docs/archives.md, "Bounded work"):
# time linear in the input (records over a generated WARC and ten times
# it), the folded-header benchmark at 10,000 and 100,000 lines, and peak
# resident memory of `links` and `migrate` on one 100 MB page, on a page
# of 100 MB holding 5.3 million links and a BASE element, and on a gzip
# bomb that inflates to 1 GiB (with the default --max-body-size, and with
# 64 MiB). bench/limits.sh measures the default limits themselves.
# Generated files go to a temporary folder and are removed.
#
#   bench/archive.sh
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/uridialect" ./cmd/uridialect
go build -o "$tmp/corpusgen" ./internal/testkit/warcgen/corpusgen

# run LABEL CMD...: elapsed seconds, peak RSS and the accounting line.
run() {
	label=$1; shift
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" || true
	read -r secs kb <<EOT
$(tail -1 "$tmp/time")
EOT
	printf '%-52s %8ss %8d MiB  %s\n' "$label" "$secs" $((kb / 1024)) "$(grep '^records' "$tmp/err" | tail -1)"
}

echo "== time linear in the input: records, links"
"$tmp/corpusgen" -size 20000000 -o "$tmp/c20.warc" >/dev/null
"$tmp/corpusgen" -size 200000000 -o "$tmp/c200.warc" >/dev/null
run "records, 20 MB WARC" "$tmp/uridialect" records "$tmp/c20.warc"
run "records, 200 MB WARC (10x)" "$tmp/uridialect" records "$tmp/c200.warc"
run "links -d rfc3986, 20 MB WARC" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/c20.warc"
run "links -d rfc3986, 200 MB WARC (10x)" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/c200.warc"

echo "== folded header lines (ns/op at 10x the lines)"
go test ./archive -run '^$' -bench '^BenchmarkFoldedHeader$' -benchtime 20x | grep '^Benchmark'

echo "== peak memory"
"$tmp/corpusgen" -page -size 100000000 -o "$tmp/page.warc" >/dev/null
"$tmp/corpusgen" -bomb -size 1073741824 -o "$tmp/bomb.warc" >/dev/null
ls -l "$tmp/page.warc" "$tmp/bomb.warc" | awk '{print $5, $NF}'
run "records, one 100 MB page" "$tmp/uridialect" records "$tmp/page.warc"
run "links -d rfc3986, one 100 MB page" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/page.warc"
run "migrate, one 100 MB page" "$tmp/uridialect" migrate --quiet --from rfc1808 --to rfc3986 --out "$tmp/out1" "$tmp/page.warc"
{ echo '<html><head><base href="http://www.example.com/dir/"></head><body>'; yes '<a href=x1>y</a>' | head -c 100000000; } >"$tmp/base.html"
run "links -d rfc3986, 100 MB: BASE, 5.3 million links" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/base.html"
run "migrate, 100 MB: BASE, 5.3 million links" "$tmp/uridialect" migrate --quiet --from rfc1808 --to rfc3986 --out "$tmp/out2" "$tmp/base.html"
run "records, 1 GiB gzip bomb" "$tmp/uridialect" records "$tmp/bomb.warc"
run "links, 1 GiB gzip bomb, --max-body-size 64 MiB" "$tmp/uridialect" links -d rfc3986 --tsv --max-body-size 67108864 "$tmp/bomb.warc"
run "links, 1 GiB gzip bomb, default limit" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/bomb.warc"
run "migrate, 1 GiB gzip bomb, --max-body-size 64 MiB" "$tmp/uridialect" migrate --quiet --max-body-size 67108864 --from rfc1808 --to rfc3986 --out "$tmp/out3" "$tmp/bomb.warc"
run "migrate, 1 GiB gzip bomb, default limit" "$tmp/uridialect" migrate --quiet --from rfc1808 --to rfc3986 --out "$tmp/out4" "$tmp/bomb.warc"
