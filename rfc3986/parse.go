package rfc3986

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/generic"
)

// doc is the document every rule of this package cites.
const doc = "RFC 3986"

// Parse splits s into scheme, authority, path, query and fragment as the
// regular expression of RFC 3986, Appendix B does:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//	 12            3  4          5       6  7        8 9
//
// and splits a defined authority into userinfo, host and port (Section
// 3.2). It never fails on the characters of s: Appendix B's expression
// "will take any given string and extract the URI components" (Section
// 4.1); [Dialect.Validate] is the strict check. The only error is for a
// string longer than the limit (option maxlength, by default 1 MiB, at
// most the 4 GiB a [dialect.Reference] can index; see "Limits" in the
// package doc).
func (d *Dialect) Parse(s string) (r dialect.Reference, err error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return r, pe
	}
	r = dialect.NewReference(s)
	split(&r)
	return r, nil
}

// parse is Parse without the length check. It allocates nothing.
func parse(s string) dialect.Reference {
	r := dialect.NewReference(s)
	split(&r)
	return r
}

// grammar marks the references Parse makes, whose parts Resolve then
// reads as they are.
var grammar = dialect.NewGrammar(name)

// split defines the parts of r, which has none yet, in place, and marks
// it as this package's.
func split(r *dialect.Reference) {
	generic.SplitInto(r)
	if lo, hi := r.Span(dialect.Authority); lo >= 0 {
		setAuthorityParts(r, r.Source(), lo, hi)
	}
	r.Mark(grammar)
}

// setAuthorityParts defines UserInfo, Host and Port within the authority
// s[lo:hi], as splitAuthority finds them.
func setAuthorityParts(r *dialect.Reference, s string, lo, hi int) {
	at, colon := splitAuthority(s[lo:hi])
	hostLo, hostHi := lo, hi
	if at >= 0 {
		r.Set(dialect.UserInfo, lo, lo+at)
		hostLo = lo + at + 1
	}
	if colon >= 0 {
		r.Set(dialect.Port, lo+colon+1, hi)
		hostHi = lo + colon
	}
	r.Set(dialect.Host, hostLo, hostHi)
}

// splitAuthority finds the "@" that ends the userinfo and the ":" that
// starts the port in authority = [ userinfo "@" ] host [ ":" port ]
// (Section 3.2); each is -1 when absent.
//
// Neither userinfo nor host may hold an "@", nor port a ":", so a valid
// authority splits one way only. For an invalid one the text is silent;
// the userinfo ends at the last "@", a host starting with "[" runs at least
// to the first "]" after it (or to the end, if none: Section 3.2.2, "This
// is the only place where square bracket characters are allowed"), and the
// port follows the last ":" after that.
func splitAuthority(a string) (at, colon int) {
	// Most authorities have no "@" and at most one ":", near the end:
	// IndexByte, many bytes at a time, says there is none, and the
	// search from the end for the last one is short.
	at, colon = -1, -1
	if strings.IndexByte(a, '@') >= 0 {
		at = strings.LastIndexByte(a, '@')
	}
	if strings.IndexByte(a[at+1:], ':') >= 0 {
		colon = strings.LastIndexByte(a, ':')
	}
	if from := at + 1; from < len(a) && a[from] == '[' {
		k := strings.IndexByte(a[from:], ']')
		if k < 0 || colon < from+k+1 {
			colon = -1 // no ":" after the "]"
		}
	}
	return at, colon
}
