//go:build unix

package dialecttest

import "syscall"

// cpuTime returns the CPU time the process has used, user and system, in
// nanoseconds, and true.
func cpuTime() (int64, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
