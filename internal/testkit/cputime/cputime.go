// Package cputime tells the CPU time the process has used, for the
// benchmarks that report CPU time beside wall time: on a shared machine the
// wall clock measures the neighbours too, CPU time only this process's work.
package cputime

// Nanos returns the CPU time the process has used so far, user and system,
// in nanoseconds, and whether the system tells it (it does on Unix; on
// other systems Nanos returns 0, false and a benchmark reports wall time
// alone).
func Nanos() (int64, bool) { return nanos() }
