package whatwg

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// notionalBase is the base a string without a scheme is validated
// against: a relative-URL string is valid or not "switching on base
// URL's scheme" (Section 4.3), and Validate has no base, so it reads one
// as the commonest case, a base with a special scheme other than "file".
var notionalBase = func() baseURL {
	p := &parser{in: "https://example.invalid/"}
	if !p.run() {
		panic("whatwg: the notional base does not parse")
	}
	return baseURL{src: string(p.out), record: p.record}
}()

// Validate runs the basic URL parser on s and reports every validation
// error it meets (Section 1.3 lists them), each under the Standard's name
// for it, at its offset in s; a failure ends the list with the error that
// caused it. A string without a scheme is validated against a base with a
// special scheme (https:), as the relative-URL string it must then be.
func (d *Dialect) Validate(s string) error {
	return dialectcore.Validate(name, s, d.opts.MaxLength, d.validate)
}

// validate is Validate after the length check.
func (d *Dialect) validate(s string) error {
	var errs dialect.Errors
	in := prepare(s)
	if in.lead > 0 {
		errs.Add(violationAt(s, 0, in.lead))
	}
	if trail := len(s) - in.lead - (len(in.text) + len(in.removed)); trail > 0 {
		errs.Add(violationAt(s, len(s)-trail, len(s)))
	}
	for k := 0; k < len(in.removed); {
		// one violation for each run of tabs and newlines
		j := k
		for j+1 < len(in.removed) && in.removed[j+1] == in.removed[k] {
			j++
		}
		at := in.lead + in.removed[k] + k
		errs.Add(violationAt(s, at, at+j-k+1))
		k = j + 1
	}
	var found []found
	for _, base := range []*baseURL{nil, &notionalBase} {
		// A parser of its own, whose buffer grows with the input: the
		// pool's would make the cost of a call depend on the calls
		// before it.
		p := &parser{out: make([]byte, 0, len(in.text)+32)}
		p.in, p.enc, p.base = in.text, d.opts.enc, base
		found = found[:0]
		p.report = func(e verr, lo, hi int) { found = append(found, foundErr(e, lo, hi)) }
		ok := p.run()
		retry := !ok && base == nil && p.fail == errMissingSchemeNonRelativeURL
		if !retry {
			break
		}
	}
	for _, f := range found {
		errs.Add(violation(f.e, &in, s, f.lo, f.hi, ""))
	}
	return errs.Err()
}

type found struct {
	e      verr
	lo, hi int
}

func foundErr(e verr, lo, hi int) found { return found{e, lo, hi} }

// violationAt is the invalid-URL-unit error of the code points s[lo:hi]
// that the parser removes before it starts: leading and trailing C0
// controls and spaces, tabs and newlines.
func violationAt(s string, lo, hi int) *dialect.ParseError {
	return &dialect.ParseError{Dialect: name, Input: s, Offset: lo, Len: hi - lo, Rule: errInvalidURLUnit.rule(),
		Msg: "a C0 control, space, tab or newline, which the parser removes"}
}
