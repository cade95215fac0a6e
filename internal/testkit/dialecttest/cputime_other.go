//go:build !unix

package dialecttest

// cpuTime reports that the process's CPU time is not known here.
func cpuTime() (int64, bool) { return 0, false }
