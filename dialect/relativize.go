package dialect

import "fmt"

// A Relativizer writes references: it is the inverse of Resolve. Given a
// base and a target, Relativize returns the shortest reference text r
// for which this dialect's resolution of r against base gives exactly
// target, byte for byte. The target is taken as text, as [TextResolver]
// takes a reference: it is only ever compared, never split, so a caller
// need not parse it; base is read, never changed. Among equally short references it prefers
// the forms people write, in the order of [RelativeForm]: "", "#f", "?q",
// ";p", "g", "../g", "/g", "//host/g", and the absolute target last.
//
// Every answer is checked with the dialect's own resolution, so a
// dialect's oddities decide it: RFC 1808 inherits params and query, so
// ";x" and "?y" mean there what they do not under RFC 2396; RFC 1630
// reads a same-scheme absolute URI as partial; the 1994 draft parses by
// the base's scheme. When no reference resolves to the target (the
// absolute target itself included: under RFC 3986 "http://a/b/../c"
// loses its dot segments whatever the base), the error is a
// [*RelativizeError] saying why.
type Relativizer interface {
	Relativize(base *Reference, target string) (string, error)
}

// A RelativeForm names the shape of a reference a relativizer writes, in
// the order it prefers them among equally short references.
type RelativeForm uint8

const (
	FormEmpty    RelativeForm = iota // "": the base itself
	FormFragment                     // "#f"
	FormQuery                        // "?q", "?q#f"
	FormParams                       // ";p", ";p?q" (RFC 1808's params)
	FormSegment                      // "g", "g/h?q": a relative path, no dot segment
	FormDot                          // ".", "./g", "..", "../g": a relative path led by dot segments
	FormPath                         // "/b/g": an absolute path
	FormNetwork                      // "//host/b/g": a network path
	FormAbsolute                     // "http://host/b/g": the target itself
	numForms
)

var formNames = [numForms]string{"empty", "fragment", "query", "params", "segment", "dot", "path", "network", "absolute"}

// String returns a one-word name of f: "empty", "fragment", "query",
// "params", "segment", "dot", "path", "network" or "absolute".
func (f RelativeForm) String() string {
	if f < numForms {
		return formNames[f]
	}
	return "form(invalid)"
}

// A RelativizeError reports that no reference resolves, against Base, to
// Target under Dialect.
type RelativizeError struct {
	Dialect string
	Base    string
	Target  string
	Reason  string // why no reference does: what the absolute target gives instead
	Err     error  // the error of parsing base or target, if that is the reason
}

func (e *RelativizeError) Error() string {
	return fmt.Sprintf("%s: no reference resolves to %q against %q: %s", e.Dialect, e.Target, e.Base, e.Reason)
}

func (e *RelativizeError) Unwrap() error { return e.Err }

// RelativizeString parses base with d and returns d's shortest reference
// to target. d must implement [Relativizer].
func RelativizeString(d Dialect, base, target string) (string, error) {
	rz, ok := d.(Relativizer)
	if !ok {
		return "", fmt.Errorf("%s: cannot relativize (no Relativize method)", d.Name())
	}
	b, err := d.Parse(base)
	if err != nil {
		return "", err
	}
	return rz.Relativize(&b, target)
}
