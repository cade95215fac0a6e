// Command mixgen writes the benchmark mix of package benchmix as batch
// input, base<TAB>reference lines, to standard output:
//
//	go run ./internal/testkit/benchmix/mixgen -n 1000000 > /tmp/mix1m.tsv
//
// The README's batch timings run on that file. The data is generated,
// never committed: the same -n and -seed give the same bytes everywhere.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"github.com/uridialect/uridialect/internal/testkit/benchmix"
)

func main() {
	n := flag.Int("n", 1_000_000, "number of lines")
	seed := flag.Uint64("seed", 1, "seed of the mix")
	flag.Parse()
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	// In runs of 100,000 lines, so that memory stays flat for any -n; the
	// seed of each run follows from -seed.
	for done, run := 0, uint64(0); done < *n; run++ {
		k := min(100_000, *n-done)
		w.WriteString(benchmix.TSV(benchmix.Mix(k, *seed+run*0x9e3779b97f4a7c15)))
		done += k
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "mixgen:", err)
		os.Exit(1)
	}
}
