package dialect

import "fmt"

// A Normalizer brings a URI to the normal form of one level of
// equivalence that its specification defines, so that two URIs that the
// specification calls equivalent ("HTTP://A/%7e" and "http://a/~" under
// RFC 3986, Section 6.2.2) normalize to the same string. Levels go from
// the weakest, "none" (the string as it is: RFC 3986, Section 6.2.1's
// simple string comparison), to the strongest the text licenses; each
// level does what the levels before it do.
type Normalizer interface {
	// NormalizationLevels lists the levels, weakest first.
	NormalizationLevels() []NormalizationLevel
	// Normalize returns the normal form of s at the named level; "" is
	// the strongest. An unknown level is an error naming the known ones.
	Normalize(s, level string) (string, error)
}

// A NormalizationLevel names a level of equivalence and says what its
// normal form does, citing the text that licenses it.
type NormalizationLevel struct {
	Name string
	Doc  string
}

// LevelNone is the name of the weakest level, which every normalizer has:
// the string as it is.
const LevelNone = "none"

// Equivalent reports whether a and b are equivalent at the named level of
// d, which must implement [Normalizer]: whether their normal forms are
// equal.
func Equivalent(d Dialect, a, b, level string) (bool, error) {
	n, ok := d.(Normalizer)
	if !ok {
		return false, fmt.Errorf("%s: cannot normalize (no Normalize method)", d.Name())
	}
	na, err := n.Normalize(a, level)
	if err != nil {
		return false, err
	}
	nb, err := n.Normalize(b, level)
	if err != nil {
		return false, err
	}
	return na == nb, nil
}
