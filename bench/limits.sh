#!/bin/sh
# Measures peak resident memory at the default limits (docs/archives.md,
# "Bounded work"): one record must not take more than 1 GB.
#
#   - a zstd-coded page that decodes to 4 GiB of HTML (394 KB on disk):
#     links, migrate and serve's Migrate page at the default
#     --max-body-size, the record failed at the limit;
#   - the largest coded page the default lets through (a zstd-coded page
#     of 1 MiB less than the limit, read whole): links, migrate;
#   - a page of 127 MB of varied links, uncoded (a record as large as the
#     limit, the bound's other side: it is read, since only decoded
#     payloads are limited): links, migrate;
#   - a page whose one tag holds four million attributes (44 MB): links,
#     migrate, at the document layer's default limits.
#
# Generated files go to a temporary folder and are removed.
#
#   bench/limits.sh
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
server=
trap 'if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi; rm -rf "$tmp"' EXIT
go build -o "$tmp/uridialect" ./cmd/uridialect
go build -o "$tmp/corpusgen" ./internal/testkit/warcgen/corpusgen
limit=$("$tmp/uridialect" links -h 2>&1 | grep -A1 -- '-max-body-size' | sed -n 's/.*(default \([0-9]*\)).*/\1/p')
echo "default --max-body-size: $limit bytes"

# run LABEL CMD...: elapsed seconds, peak RSS and the accounting line.
run() {
	label=$1; shift
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" || true
	read -r secs kb <<EOT
$(tail -1 "$tmp/time")
EOT
	printf '%-58s %8ss %6d MiB  %s\n' "$label" "$secs" $((kb / 1024)) "$(grep '^records' "$tmp/err" | tail -1)"
}

"$tmp/corpusgen" -bomb -coding zstd -size 4294967296 -o "$tmp/bomb4g.warc" >/dev/null
"$tmp/corpusgen" -bomb -coding zstd -size $((limit - 1048576)) -o "$tmp/under.warc" >/dev/null
"$tmp/corpusgen" -page -size 127000000 -o "$tmp/page.warc" >/dev/null
awk 'BEGIN { printf "<html><body><a"; for (i = 0; i < 4000000; i++) printf " a%07d=1", i; print " href=late.html>x</a><a href=after.html>y</a></body></html>" }' >"$tmp/attributes.html"
ls -l "$tmp/bomb4g.warc" "$tmp/under.warc" "$tmp/page.warc" "$tmp/attributes.html" | awk '{print $5, $NF}'

echo "== a zstd-coded page decoding to 4 GiB, default limit"
run "links -d rfc3986" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/bomb4g.warc"
run "migrate --from rfc1808" "$tmp/uridialect" migrate --quiet --from rfc1808 --out "$tmp/out1" "$tmp/bomb4g.warc"

# serve: the Migrate page's upload, the server's peak resident memory.
port=$((20000 + $$ % 20000))
"$tmp/uridialect" serve --addr "127.0.0.1:$port" >"$tmp/serve.log" 2>&1 &
server=$!
for _ in 1 2 3 4 5 6 7 8 9 10; do
	curl -s -o /dev/null "http://127.0.0.1:$port/" && break
	sleep 0.5
done
start=$(date +%s.%N)
code=$(curl -s -o "$tmp/answer.html" -w '%{http_code}' -F from=rfc1808 -F to=whatwg -F to=rfc3986 -F "doc=@$tmp/bomb4g.warc" "http://127.0.0.1:$port/migrate")
secs=$(echo "$(date +%s.%N) - $start" | bc)
hwm=$(awk '/VmHWM/ {print int($2 / 1024)}' "/proc/$server/status")
printf '%-58s %8.2fs %6d MiB  HTTP %s: %s\n' "serve, Migrate page upload" "$secs" "$hwm" "$code" \
	"$(sed -n 's/.*id="error"[^>]*>\([^<]*\)<.*/\1/p' "$tmp/answer.html" | head -1)"
kill "$server"
wait "$server" 2>/dev/null || true
server=

echo "== the largest coded page the default lets through (limit less 1 MiB)"
run "links -d rfc3986" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/under.warc"
run "migrate --from rfc1808" "$tmp/uridialect" migrate --quiet --from rfc1808 --out "$tmp/out2" "$tmp/under.warc"

echo "== a page of 127 MB of varied links, uncoded"
run "links -d rfc3986" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/page.warc"
run "migrate --from rfc1808" "$tmp/uridialect" migrate --quiet --from rfc1808 --out "$tmp/out3" "$tmp/page.warc"

echo "== one tag of four million attributes (44 MB page)"
run "links -d rfc3986" "$tmp/uridialect" links -d rfc3986 --tsv "$tmp/attributes.html"
run "migrate --from rfc1808" "$tmp/uridialect" migrate --quiet --from rfc1808 --out "$tmp/out4" "$tmp/attributes.html"
