package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/uridialect/uridialect/internal/tool/lines"
)

// stdinArg reports whether args is the lone "-" that asks a command to read
// its strings from standard input, one per line.
func stdinArg(args []string) bool { return len(args) == 1 && args[0] == "-" }

// strayDash reports whether args hold a "-" that is not where a command
// reads standard input (the whole of args, or its last word after BASE):
// a usage error rather than the reference "-".
func strayDash(args []string, stdinForm bool) bool {
	return !stdinForm && slices.Contains(args, "-")
}

// strayDashMessage is the usage error for strayDash.
const strayDashMessage = "- reads standard input: give it alone, or as the only REF after BASE"

// eachLine calls fn with each line of r, numbered from 1, and returns the
// command's exit status. A line longer than max bytes is not passed to fn:
// it fails, reported on stderr by its number and length. fn reports
// whether its line succeeded. When a line failed, the count of failures is
// reported on stderr and the status is exitInvalid.
func eachLine(cmd string, r io.Reader, max int, stderr io.Writer, fn func(n int, line string) bool) int {
	lr := lines.NewReader(r, max)
	n, failed := 0, 0
	for {
		line, tooLong, err := lr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Fprintf(stderr, "uridialect %s: reading standard input after line %d: %v\n", cmd, n, err)
			return exitInvalid
		}
		n++
		switch {
		case tooLong > 0:
			fmt.Fprintf(stderr, "uridialect %s: line %d: %d bytes, longer than the limit of %d (-max-line raises it)\n", cmd, n, tooLong, max)
			failed++
		case !fn(n, string(line)):
			failed++
		}
	}
	if failed > 0 {
		fmt.Fprintf(stderr, "uridialect %s: %d of %d lines failed\n", cmd, failed, n)
		return exitInvalid
	}
	return exitOK
}
