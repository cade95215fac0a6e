//go:build !unix

package cputime

func nanos() (int64, bool) { return 0, false }
