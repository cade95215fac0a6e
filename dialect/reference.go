package dialect

import (
	"math/bits"
	"strings"
)

// A Part names one component of a URI reference. Not every dialect has every
// part: RFC 2396 and RFC 3986 have no Params, RFC 1808 and the 1994 draft
// split no UserInfo, Host or Port out of their net_loc, and so on. Each
// dialect lists the parts it has, with its own names for them, in its
// [Info].
type Part uint8

const (
	Scheme    Part = iota // text before ":"
	Authority             // text after "//": authority, net_loc, or RFC 1630's host part
	UserInfo              // sub-part of Authority before "@"
	Host                  // sub-part of Authority
	Port                  // sub-part of Authority after ":"
	Path                  // includes any leading "/", as it appears in the text
	Params                // text after ";" (RFC 1808, the draft)
	Query                 // text after "?" (RFC 1630 calls it the search part)
	Fragment              // text after "#"
	NumParts  int  = iota
)

var partNames = [NumParts]string{"scheme", "authority", "userinfo", "host", "port", "path", "params", "query", "fragment"}

// String returns the generic name of p, as used by RFC 3986.
func (p Part) String() string {
	if int(p) < NumParts {
		return partNames[p]
	}
	return "part(invalid)"
}

// separator is the text that introduces part p when it is defined, as in
// RFC 2396, Section 5.2, step 7 and RFC 1808, Section 4, step 7.
var separator = [NumParts]string{Authority: "//", Params: ";", Query: "?", Fragment: "#"}

type span struct{ lo, hi uint32 }

// A Reference is a URI reference split into components. Every component is
// a substring of one string (the parsed input, or the single string that a
// resolution built), so splitting allocates nothing.
//
// Each component is either undefined (its separator was absent) or defined,
// and a defined component may be empty: "http://x/#" has an empty fragment,
// "http://x/" none. The path is defined whenever the reference is; RFC 2396,
// Section 5.2 says "the path component is never undefined, though it may be
// empty".
//
// The zero Reference has nothing defined.
//
// The accessors take a pointer: a Reference is 96 bytes, and a value
// receiver copies it on every call, inlined or not, which showed as a
// tenth of a resolution's time. String alone takes a value, so that fmt
// prints a Reference, or a pointer to one, as its text.
type Reference struct {
	src     string
	span    [NumParts]span
	has     uint16  // bit p set: part p is defined
	grammar Grammar // who split src into these parts; NoGrammar once Set or Unset is called
}

// NewReference returns a Reference over src with nothing defined yet;
// dialects define its parts with [Reference.Set].
func NewReference(src string) Reference { return Reference{src: src} }

// Set defines part p as src[lo:hi]. Like slicing, it panics if the bounds
// are out of range: that is a bug in the caller, not bad input.
func (r *Reference) Set(p Part, lo, hi int) {
	if lo < 0 || hi < lo || hi > len(r.src) || int(p) >= NumParts {
		panic("dialect: Reference.Set out of range")
	}
	r.span[p] = span{uint32(lo), uint32(hi)}
	r.has |= 1 << p
	r.grammar = NoGrammar
}

// Unset makes part p undefined.
func (r *Reference) Unset(p Part) {
	if int(p) < NumParts {
		r.has &^= 1 << p
		r.span[p] = span{}
		r.grammar = NoGrammar
	}
}

// Get returns the text of part p. ok is false when p is undefined; a
// defined empty part returns ("", true).
func (r *Reference) Get(p Part) (s string, ok bool) {
	if int(p) >= NumParts || r.has&(1<<p) == 0 {
		return "", false
	}
	sp := r.span[p]
	return r.src[sp.lo:sp.hi], true
}

// Value returns the text of part p, or "" if it is undefined.
func (r *Reference) Value(p Part) string {
	if int(p) >= NumParts || r.has&(1<<p) == 0 {
		return ""
	}
	return r.src[r.span[p].lo:r.span[p].hi]
}

// Has reports whether part p is defined.
func (r *Reference) Has(p Part) bool { return int(p) < NumParts && r.has&(1<<p) != 0 }

// Span returns the byte offsets of part p within [Reference.Source]; lo and
// hi are both -1 when p is undefined.
func (r *Reference) Span(p Part) (lo, hi int) {
	if int(p) >= NumParts || r.has&(1<<p) == 0 {
		return -1, -1
	}
	return int(r.span[p].lo), int(r.span[p].hi)
}

// Source returns the string the parts are substrings of: the parsed input,
// or the string built by a resolution.
func (r *Reference) Source() string { return r.src }

// IsZero reports whether nothing is defined.
func (r *Reference) IsZero() bool { return r.has == 0 }

// String returns the reference recomposed from its parts, as
// [Recompose] does. When the parts already stand in the source in that
// order with their separators between them (as after Parse or Resolve),
// it returns that substring of the source and allocates nothing.
func (r Reference) String() string {
	if r.grammar != NoGrammar {
		return r.src // a Parse made it, from all of src
	}
	if lo, hi, ok := contiguous(&r); ok {
		return r.src[lo:hi]
	}
	return Recompose(r)
}

// written is the set of parts that String and Recompose write: all but
// the sub-parts of Authority.
const written = (1<<NumParts - 1) &^ (1<<UserInfo | 1<<Host | 1<<Port)

// contiguous reports whether the recomposition of r is src[lo:hi]. It
// visits only the defined parts, and takes r by pointer: String is on
// every caller's hot path, and a Reference is costly to copy.
func contiguous(r *Reference) (lo, hi int, ok bool) {
	first := true
	for m := r.has & written; m != 0; m &= m - 1 {
		p := Part(bits.TrailingZeros16(m))
		sp, sep := r.span[p], separator[p]
		start := int(sp.lo) - len(sep)
		if start < 0 {
			return 0, 0, false
		}
		for i := 0; i < len(sep); i++ {
			if r.src[start+i] != sep[i] {
				return 0, 0, false
			}
		}
		if first {
			lo, first = start, false
		} else if start != hi {
			return 0, 0, false
		}
		hi = int(sp.hi)
		if p == Scheme {
			if hi >= len(r.src) || r.src[hi] != ':' {
				return 0, 0, false
			}
			hi++
		}
	}
	return lo, hi, true
}

// Recompose builds the reference text from its defined parts in the order
// of RFC 2396, Section 5.2, step 7 (scheme ":", "//" authority, path,
// ";" params, "?" query, "#" fragment). UserInfo, Host and Port are
// sub-parts of Authority and are not written separately. It always builds
// the string, so tests use it to check that parsing lost nothing.
func Recompose(r Reference) string {
	var b strings.Builder
	b.Grow(len(r.src) + 8)
	for p := Scheme; int(p) < NumParts; p++ {
		if p == UserInfo || p == Host || p == Port {
			continue
		}
		s, ok := r.Get(p)
		if !ok {
			continue
		}
		b.WriteString(separator[p])
		b.WriteString(s)
		if p == Scheme {
			b.WriteByte(':')
		}
	}
	return b.String()
}
