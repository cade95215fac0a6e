// Package relurl holds the parsing rules that draft-ietf-uri-relative-url-01
// and RFC 1808, both titled "Relative Uniform Resource Locators", word
// alike in their Section 2.4, "Parsing a URL". The two apply the rules in
// different orders (RFC 1808 takes the fragment first, at the left-most
// "#"; the draft takes the scheme first, then the fragment at the
// right-most "#"), and the draft skips each rule for schemes outside its
// category; each dialect therefore calls the rules itself, in its own
// order.
//
// Each rule works on the parse string r.Source()[lo:hi], as the texts do:
// "The matched substring ... is removed from the parse string before
// continuing."
package relurl

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// SchemeChar is the set of the characters a scheme name may hold: "an
// alphanumeric, plus "+", period ".", or hyphen "-"" (draft, Section
// 2.4.1; RFC 1808, Section 2.4.2), the same as the scheme production of
// Section 2.2 of each.
var SchemeChar = uritext.Alpha.Union(uritext.Digit, uritext.NewSet("+.-"))

// SchemeEnd returns the index of the colon that ends the scheme at the
// start of the parse string s, or -1 (draft, Section 2.4.1; RFC 1808,
// Section 2.4.2): "If the parse string contains a colon ":" after the
// first character and before any characters not allowed as part of a
// scheme name ..., the scheme of the URL is the substring of characters up
// to but not including the first colon."
func SchemeEnd(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if i == 0 {
				return -1
			}
			return i
		}
		if !SchemeChar.Has(c) {
			return -1
		}
	}
	return -1
}

// NetLoc applies Section 2.4.3 of both texts to the parse string
// r.Source()[lo:hi] and returns where what is left of it starts: "If the
// parse string begins with a double-slash "//", then the substring of
// characters after the double-slash and up to, but not including, the
// next slash "/" character is the network location/login (<net_loc>) of
// the URL. If no trailing slash "/" is present, the entire remaining parse
// string is assigned to <net_loc>."
func NetLoc(r *dialect.Reference, lo, hi int) int {
	end := NetLocEnd(r.Source(), lo, hi)
	if end < 0 {
		return lo
	}
	r.Set(dialect.Authority, lo+2, end)
	return end
}

// NetLocEnd is NetLoc for offsets: it returns where the net_loc of the
// parse string s[lo:hi] ends (it starts at lo+2), or -1 when the parse
// string does not begin with "//" and has none.
func NetLocEnd(s string, lo, hi int) int {
	if hi-lo < 2 || s[lo] != '/' || s[lo+1] != '/' {
		return -1
	}
	if k := strings.IndexByte(s[lo+2:hi], '/'); k >= 0 {
		return lo + 2 + k
	}
	return hi
}

// Suffix defines part p as what follows the first (left-most) sep in the
// parse string r.Source()[lo:hi], if there is one, and returns where what
// is left of the parse string ends: the rule of the query and the params
// in both texts (Sections 2.4.4 and 2.4.5: "If the parse string contains a
// question mark "?" character, then the substring after the first
// (left-most) question mark "?" and up to the end of the parse string is
// the query information"), and of the fragment in RFC 1808 (Section
// 2.4.1).
func Suffix(r *dialect.Reference, p dialect.Part, sep byte, lo, hi int) int {
	if k := Index(r.Source(), sep, lo, hi); k >= 0 {
		r.Set(p, k+1, hi)
		return k
	}
	return hi
}

// Index is Suffix for offsets: it returns the index in s of the first
// sep in the parse string s[lo:hi], or -1.
func Index(s string, sep byte, lo, hi int) int {
	if k := strings.IndexByte(s[lo:hi], sep); k >= 0 {
		return lo + k
	}
	return -1
}
