package migrate

import (
	"github.com/uridialect/uridialect/rfc3986"
)

// equivalenceLevel is RFC 3986's strongest level that needs no network:
// Section 6.2.2's syntax-based and Section 6.2.3's scheme-based
// normalization.
const equivalenceLevel = "scheme"

// normalize returns s in its normal form at equivalenceLevel, by the
// rfc3986 dialect's normalizer, or false when the normalizer rejects it.
// Two targets are equivalent when their normal forms are equal (as
// [dialect.Equivalent] decides; [normalized] keeps a target's normal form
// for the comparisons with each modern dialect's).
func normalize(s string) (string, bool) {
	n, err := rfc3986.Default.Normalize(s, equivalenceLevel)
	return n, err == nil
}
