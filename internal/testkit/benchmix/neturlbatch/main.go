// Command neturlbatch runs benchmix.NetURLBatch, a bufio loop over
// net/url, from standard input to standard output: the baseline the
// README times `uridialect resolve -d rfc3986 -` against.
//
//	go build -o /tmp/neturlbatch ./internal/testkit/benchmix/neturlbatch
//	/tmp/neturlbatch < /tmp/mix1m.tsv > /dev/null
package main

import (
	"fmt"
	"os"

	"github.com/uridialect/uridialect/internal/testkit/benchmix"
)

func main() {
	if err := benchmix.NetURLBatch(os.Stdin, os.Stdout, 1<<20); err != nil {
		fmt.Fprintln(os.Stderr, "neturlbatch:", err)
		os.Exit(1)
	}
}
