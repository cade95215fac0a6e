package rfc1808

import "github.com/uridialect/uridialect/dialect"

// MergePath runs step 6 of RFC 1808, Section 4 as Resolve does: the base
// path without its last segment, the embedded path appended, and steps 6a
// to 6d applied in place. step may be nil.
func MergePath(basePath, refPath string, step func(dialect.Step)) string {
	dir := basePath[:lastSlash(basePath)+1]
	p := []byte(dir + refPath)
	return string(p[:dotSegments(p, step)])
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// BaseFromHeader parses one whole "Base:" header field.
var BaseFromHeader = baseFromHeader
