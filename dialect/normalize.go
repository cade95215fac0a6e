package dialect

import (
	"fmt"
	"strings"
)

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

// FindLevel returns the level of levels named name ("" for the last, the
// strongest), or an error naming dialect and the known levels.
func FindLevel(dialect string, levels []NormalizationLevel, name string) (NormalizationLevel, int, error) {
	if name == "" && len(levels) > 0 {
		return levels[len(levels)-1], len(levels) - 1, nil
	}
	key := strings.ToLower(strings.TrimSpace(name))
	names := make([]string, len(levels))
	for i, l := range levels {
		if l.Name == key {
			return l, i, nil
		}
		names[i] = l.Name
	}
	return NormalizationLevel{}, -1, fmt.Errorf("%s: unknown normalization level %q (known: %s)", dialect, name, strings.Join(names, ", "))
}
