#!/bin/sh
# Measures migrate: the benchmark against a tokenizer-only pass over the
# same generated corpus in the same run (BenchmarkMigrate, typical and
# dense pages, migrate's work in stages), then a
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
go test ./migrate -run '^$' -bench '^BenchmarkMigrate$' -benchtime 3x -cpu 1 -benchmem | tee "$tmp/bench.txt"
# Each stage's CPU time over tokenize-only's, per page shape.
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

echo "== a generated WARC of $size bytes"
go build -o "$tmp/uridialect" ./cmd/uridialect
go run ./internal/testkit/warcgen/corpusgen -size "$size" -o "$tmp/big.warc"
/usr/bin/time -v "$tmp/uridialect" migrate --quiet --from auto --to "${TO:-rfc3986}" --out "$tmp/out" "$tmp/big.warc" 2> "$tmp/time.txt" || true
grep -E '^(records|links):' "$tmp/time.txt"
grep -E 'Maximum resident set size|Elapsed \(wall clock\)|User time|System time' "$tmp/time.txt"
du -sh "$tmp/big.warc" "$tmp/out"/* | sed "s|$tmp/||"
