package relgen

import (
	"fmt"
	"sync"

	"github.com/uridialect/uridialect/dialect"
)

// Resolves reports whether d resolves text against base to exactly
// target, using t as scratch.
func Resolves(d dialect.Dialect, t, base *dialect.Reference, text, target string) bool {
	return dialect.ResolveText(d, t, base, text) == nil && t.Source() == target
}

// scratch is what one Relativize needs besides the answer: kept in a pool,
// as the References and candidates would otherwise escape to the heap
// (they pass through the dialect's methods) on every call.
type scratch struct {
	base, t dialect.Reference
	c       [32]Candidate
	b       split // of the last base, kept while the bases of successive calls are equal
	haveB   bool
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// Relativize is the body of every dialect's Relativize: the first
// candidate, in order, that d resolves against base to target. It tries
// the [Likely] candidates when the inputs are [Regular] and regular (the
// dialect's own condition, nil for none) agrees, and every candidate
// otherwise or when none of those works.
func Relativize(d dialect.Dialect, base *dialect.Reference, target string, regularFor func(base *dialect.Reference, target string) bool) (string, error) {
	s := scratchPool.Get().(*scratch)
	defer scratchPool.Put(s)
	s.base = *base
	if bt := s.base.String(); !s.haveB || bt != s.b.s {
		s.b, s.haveB = splitOf(bt), true
	}
	b, t := &s.b, splitOf(target)
	if regular(b, &t) && (regularFor == nil || regularFor(&s.base, target)) {
		for c, rest, ok := next(likely(s.c[:0], b, &t)); ok; c, rest, ok = next(rest) {
			if text := c.Text(target); Resolves(d, &s.t, &s.base, text, target) {
				return text, nil
			}
		}
	}
	for c, rest, ok := next(streams(s.c[:0], b, &t)); ok; c, rest, ok = next(rest) {
		if text := c.Text(target); Resolves(d, &s.t, &s.base, text, target) {
			return text, nil
		}
	}
	return "", NoReference(d, &s.t, &s.base, target)
}

// NoReference returns the error for a target that no candidate reaches
// under d, saying what the target itself gives.
func NoReference(d dialect.Dialect, t, base *dialect.Reference, target string) error {
	e := &dialect.RelativizeError{Dialect: d.Name(), Base: base.String(), Target: target}
	if err := dialect.ResolveText(d, t, base, target); err != nil {
		e.Reason, e.Err = fmt.Sprintf("the target itself fails: %v", err), err
	} else {
		e.Reason = fmt.Sprintf("the target itself resolves to %q, and no other candidate to the target", t.Source())
	}
	return e
}
