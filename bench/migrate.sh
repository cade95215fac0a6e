#!/bin/sh
# Measures migrate: the benchmark against a tokenizer-only pass over the
# same generated corpus in the same run (BenchmarkMigrate), then a
# generated WARC of SIZE bytes (default 1 GiB, uncompressed) migrated by the command,
# with its peak resident memory. The large file is written to a temporary
# folder and removed; it is never committed.
#
#   bench/migrate.sh [SIZE]
set -eu
cd "$(dirname "$0")/.."
size=${1:-1073741824}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== BenchmarkMigrate (same corpus, same run; cpu-ms/op is the steadier figure on a shared machine)"
go test ./migrate -run '^$' -bench '^BenchmarkMigrate$' -benchtime 3x -benchmem | tee "$tmp/bench.txt"
awk '/^BenchmarkMigrate\/tokenize-only/ { for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ms/op") t = $i; tw = $3 }
     /^BenchmarkMigrate\/migrate/ { for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ms/op") m = $i; mw = $3 }
     END { if (t > 0 && tw > 0) printf "migrate / tokenize-only: %.2fx CPU time, %.2fx wall time\n", m / t, mw / tw }' "$tmp/bench.txt"

echo "== a generated WARC of $size bytes"
go build -o "$tmp/uridialect" ./cmd/uridialect
go run ./internal/warcgen/corpusgen -size "$size" -o "$tmp/big.warc"
/usr/bin/time -v "$tmp/uridialect" migrate --quiet --from auto --to "${TO:-rfc3986}" --out "$tmp/out" "$tmp/big.warc" 2> "$tmp/time.txt" || true
grep -E '^(records|links):' "$tmp/time.txt"
grep -E 'Maximum resident set size|Elapsed \(wall clock\)|User time|System time' "$tmp/time.txt"
du -sh "$tmp/big.warc" "$tmp/out"/* | sed "s|$tmp/||"
