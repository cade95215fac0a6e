package migrate

import (
	"github.com/uridialect/uridialect/rfc3986"
)

// normalizer is the method set of dialect.Normalizer that equivalence
// needs.
type normalizer interface {
	Normalize(s, level string) (string, error)
}

// equivalenceLevel is RFC 3986's strongest level that needs no network:
// Section 6.2.2's syntax-based and Section 6.2.3's scheme-based
// normalization.
const equivalenceLevel = "scheme"

// equivalent reports whether a and b are equal after RFC 3986, Section 6's
// syntax- and scheme-based normalization, done by the rfc3986 dialect's
// normalizer (dialect.Normalizer, the relativize and normalize issue's).
// Where the rfc3986 dialect has no normalizer yet, nothing is equivalent:
// every link is same or differs, and docs/migrate.md says so.
func equivalent(a, b string) bool {
	n, ok := any(rfc3986.Default).(normalizer)
	if !ok {
		return false
	}
	na, err := n.Normalize(a, equivalenceLevel)
	if err != nil {
		return false
	}
	nb, err := n.Normalize(b, equivalenceLevel)
	return err == nil && na == nb
}
