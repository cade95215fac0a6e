// Command cputimerun runs a command and writes its CPU time (user and
// system, the command and its children) and wall time, in seconds to the
// microsecond, as "CPU WALL" to a file: what the bench scripts compare.
// /usr/bin/time prints CPU time to the hundredth of a second, a few per
// cent of a run of a third of a second; this keeps the microseconds the
// kernel counts.
//
//	cputimerun -o FILE CMD [ARG...]
//
// Standard input, output and error are the command's. The exit status is
// the command's (1 when it could not be started).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"time"
)

func main() {
	out := flag.String("o", "", "the file the times are written to")
	flag.Parse()
	if *out == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: cputimerun -o FILE CMD [ARG...]")
		os.Exit(2)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	status := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = exit.ExitCode()
	case err != nil:
		fmt.Fprintln(os.Stderr, "cputimerun:", err)
		os.Exit(1)
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if err := os.WriteFile(*out, fmt.Appendf(nil, "%.6f %.6f\n", cpu.Seconds(), wall.Seconds()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "cputimerun:", err)
		os.Exit(1)
	}
	os.Exit(status)
}
