#!/usr/bin/env bash
# Measures uridialect-beam on Prism, in-process, with 1 and 2 workers over
# a generated corpus, and prints the lines docs/scale.md takes: the corpus,
# a Markdown table row per run, the accounting lines, and whether the runs
# wrote the same files.
#
#   beam/scripts/scale.sh [SIZE [FILES]]
#
# SIZE is the corpus's size in bytes (default 335544320, 320 MiB, not
# compressed), in FILES WARC files (default 8): one file written by
# internal/testkit/warcgen/corpusgen and copied under other names (the file is the
# pipeline's unit of work, so the copies cost what distinct files would).
# A run with N workers is pinned to N CPUs (taskset), with GOMAXPROCS=N and
# -j N (at most N files migrated at once). The metrics line of each run
# (--metrics) gives the most files Prism had under way at once: the
# parallelism the run really had. WORKERS="1 2" sets the runs; the runs
# must write the same files, byte for byte, but for the date of the run
# (the WARC-Date of the warcinfo records). Everything is written to a
# temporary folder, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
size=${1:-335544320}
files=${2:-8}
workers=${WORKERS:-1 2}
for tool in taskset /usr/bin/time; do
	command -v "$tool" >/dev/null || { echo "scale.sh: $tool is needed (Debian: util-linux, time)" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

(cd beam && go build -o "$tmp/uridialect-beam" ./cmd/uridialect-beam)
mkdir "$tmp/corpus"
go run ./internal/testkit/warcgen/corpusgen -size $((size / files)) -o "$tmp/corpus/part-00.warc" >/dev/null
for i in $(seq 1 $((files - 1))); do
	cp "$tmp/corpus/part-00.warc" "$tmp/corpus/part-$(printf %02d "$i").warc"
done
bytes=$(cat "$tmp"/corpus/*.warc | wc -c)

echo "corpus: $files WARC files, $bytes bytes in all ($(awk -v b="$bytes" 'BEGIN { printf "%.0f", b / 1e6 }') MB, not compressed), $(nproc) CPUs, Beam v2.77.0, $(go version | cut -d' ' -f3)"
echo
echo "| workers (CPUs, -j) | wall time | CPU time (user + system) | records/s | CPU per record | peak RSS | most files at once | load average before, after |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for w in $workers; do
	if [ "$w" -gt "$(nproc)" ]; then
		echo "| $w | (skipped: $(nproc) CPUs) | | | | | | |"
		continue
	fi
	cpus=$(seq -s, 0 $((w - 1)))
	before=$(cut -d' ' -f1 /proc/loadavg)
	status=0
	/usr/bin/time -f '%e %U %S %M' -o "$tmp/time-$w" \
		taskset -c "$cpus" env GOMAXPROCS="$w" \
		"$tmp/uridialect-beam" -j "$w" --quiet --metrics --from auto --out "$tmp/out-$w" "$tmp/corpus" \
		2> "$tmp/stderr-$w" || status=$?
	after=$(cut -d' ' -f1 /proc/loadavg)
	if [ "$status" -ne 0 ]; then
		echo "run with $w workers: exit status $status" >&2
		cat "$tmp/stderr-$w" >&2
		exit 1
	fi
	read -r wall user sys rss < <(tail -1 "$tmp/time-$w")
	records=$(sed -n 's/^records: \([0-9]*\) read.*/\1/p' "$tmp/stderr-$w")
	most=$(sed -n 's/^metrics: .* at most \([0-9]*\) at once.*/\1/p' "$tmp/stderr-$w")
	awk -v w="$w" -v wall="$wall" -v user="$user" -v sys="$sys" -v rss="$rss" -v n="$records" \
		-v most="$most" -v before="$before" -v after="$after" 'BEGIN {
		printf "| %d | %.1f s | %.1f s + %.1f s = %.1f s | %.0f | %.3f ms | %.0f MiB | %d | %s, %s |\n",
			w, wall, user, sys, user + sys, n / wall, (user + sys) * 1000 / n, rss / 1024, most, before, after
	}'
done
echo
for w in $workers; do
	[ -f "$tmp/stderr-$w" ] || continue
	echo "$w worker(s): $(grep -E '^(records|links):' "$tmp/stderr-$w" | paste -sd' ' -)"
done
# The conversion records of the output folder $1, decompressed, without
# the WARC-Date of each warcinfo record: the time the run started, which
# differs from run to run.
without_run_date() {
	[ -f "$1/conversions.warc.gz" ] || return 0
	gzip -dc "$1/conversions.warc.gz" | awk '/^WARC-Type: warcinfo\r?$/ { info = 1 } info && /^WARC-Date: / { info = 0; next } { print }'
}
first=""
for w in $workers; do
	[ -f "$tmp/out-$w/summary.json" ] || continue
	if [ -z "$first" ]; then
		first=$w
	elif diff -r -x conversions.warc.gz "$tmp/out-$first" "$tmp/out-$w" >/dev/null &&
		cmp -s <(without_run_date "$tmp/out-$first") <(without_run_date "$tmp/out-$w"); then
		echo "the outputs of $w worker(s) are those of $first, file for file and byte for byte but for the date of the run in conversions.warc.gz ($(find "$tmp/out-$w" -type f | wc -l) files, $(du -sb "$tmp/out-$w" | cut -f1) bytes)"
	else
		echo "the outputs of $w worker(s) differ from those of $first: $(diff -rq "$tmp/out-$first" "$tmp/out-$w" | head -3)" >&2
		exit 1
	fi
done
