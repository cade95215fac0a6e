package migrate

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/rfc3986"
)

// equivalenceLevel is RFC 3986's strongest level that needs no network:
// Section 6.2.2's syntax-based and Section 6.2.3's scheme-based
// normalization.
const equivalenceLevel = "scheme"

// equivalent reports whether a and b are equal after RFC 3986, Section 6's
// syntax- and scheme-based normalization, done by the rfc3986 dialect's
// normalizer ([dialect.Equivalent]).
func equivalent(a, b string) bool {
	ok, err := dialect.Equivalent(rfc3986.Default, a, b, equivalenceLevel)
	return err == nil && ok
}
