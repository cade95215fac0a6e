package engine

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
)

// A Comparison is one reference resolved against one base by several
// dialects.
type Comparison struct {
	Base, Ref string
	Results   []Result
}

// A Result is one dialect's answer: a resolved reference or an error.
type Result struct {
	Dialect string // the dialect's Label
	Result  string
	Err     error
	Client  bool // the dialect is a client profile (see IsClient)
}

// Answer returns the result, or the error text prefixed with "error: ", so
// two answers can be compared as strings.
func (r Result) Answer() string {
	if r.Err != nil {
		return "error: " + r.Err.Error()
	}
	return r.Result
}

// Compare resolves ref against base with each dialect, in order; with no
// dialects, with every registered one.
func Compare(base, ref string, dialects ...dialect.Dialect) Comparison {
	if len(dialects) == 0 {
		dialects = registry
	}
	c := Comparison{Base: base, Ref: ref, Results: make([]Result, len(dialects))}
	for i, d := range dialects {
		res, err := dialect.ResolveString(d, base, ref)
		c.Results[i] = Result{Dialect: Label(d), Result: res, Err: err, Client: IsClient(d)}
	}
	return c
}

// Agree reports whether every dialect gave the same answer (the same
// result, or all failed).
func (c Comparison) Agree() bool {
	if len(c.Results) == 0 {
		return true
	}
	for _, r := range c.Results[1:] {
		if !sameAnswer(r, c.Results[0]) {
			return false
		}
	}
	return true
}

// Differs reports whether result i differs from the answer of the dialect
// labelled ref (see [Label]), or false if no such dialect took part.
func (c Comparison) Differs(i int, ref string) bool {
	for _, r := range c.Results {
		if r.Dialect == ref {
			return !sameAnswer(c.Results[i], r)
		}
	}
	return false
}

func sameAnswer(a, b Result) bool {
	if (a.Err != nil) != (b.Err != nil) {
		return false
	}
	return a.Err != nil || a.Result == b.Result
}

// Label names d with its options that differ from the defaults, as its
// String method does ("rfc2396(dotdot=drop)"), or with its Name when it
// has no String method. With default options, the label is the name.
func Label(d dialect.Dialect) string {
	if s, ok := d.(fmt.Stringer); ok {
		return s.String()
	}
	return d.Name()
}
