package dialect

import "strconv"

// SameScheme says what a reference whose scheme is the base's own means,
// where a specification or a client reads it two ways. RFC 1630 omits the
// scheme of such a reference and reads the rest as a partial form
// ("Otherwise, the scheme is omitted"), so that "http:g" in the context
// of an http URI is "g"; RFC 1808 (Section 5.2), RFC 2396 (Section 5.2,
// step 3) and RFC 3986 (Section 5.2.2) call that reading a loophole of
// prior specifications, to be avoided but allowed for backward
// compatibility. A dialect that has the choice takes it as its option
// samescheme, and the doc of its WithSameScheme says which reading its
// text takes, quoting it.
type SameScheme uint8

const (
	// SameSchemeAbsolute keeps the reference as the absolute URI it is
	// written as: "http:g" is "http:g" (samescheme=absolute).
	SameSchemeAbsolute SameScheme = iota
	// SameSchemeAsRelative omits the reference's scheme and resolves the
	// rest as a relative reference: "http:g" against
	// "http://a/b/c/d;p?q" is "http://a/b/c/g" (samescheme=relative).
	SameSchemeAsRelative
)

var sameSchemeNames = [...]string{SameSchemeAbsolute: "absolute", SameSchemeAsRelative: "relative"}

// String returns the option value that selects s: "absolute" or
// "relative".
func (s SameScheme) String() string {
	if int(s) < len(sameSchemeNames) {
		return sameSchemeNames[s]
	}
	return "SameScheme(" + strconv.Itoa(int(s)) + ")"
}
