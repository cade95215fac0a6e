package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/generic"
	"github.com/uridialect/uridialect/internal/kernel/normal"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

var _ dialect.Normalizer = (*Dialect)(nil)

// unreservedSet is Section 2.3's unreserved = ALPHA / DIGIT / "-" / "." /
// "_" / "~".
var unreservedSet = uritext.NewSet("-._~", "az", "AZ", "09")

// removeDots is Section 6.2.2.3: "URI normalizers should remove
// dot-segments by applying the remove_dot_segments algorithm to the
// path". The resolution of an absolute URI against itself does exactly
// that (Section 5.2.2: T.path = remove_dot_segments(R.path), every other
// component R's). A URI whose path has no segment that begins with "."
// (read up to its end, query and fragment included) has no dot segment
// to remove: it is its own resolution, which is not made (the case an
// equivalence check meets most often).
func removeDots(s string) string {
	if _, _, path, _, _ := generic.Bounds(s); !uritext.HasDotSegment(s[path:]) {
		return s
	}
	if res, err := dialect.ResolveString(Default, s, s); err == nil {
		return res
	}
	return s
}

// defaultPorts are the default ports of the schemes whose specifications
// give one: RFC 1738, Section 3, and https, 443 (RFC 2818, Section 2.3).
var defaultPorts = func() map[string]string {
	m := map[string]string{"https": "443"}
	for k, v := range normal.RFC1738Ports {
		m[k] = v
	}
	return m
}()

var syntaxRules = normal.Rules{LowerScheme: true, LowerHost: true, UpperHex: true, Decode: unreservedSet, Dots: removeDots}

// normalization has the levels of RFC 3986, Section 6.2: none (6.2.1),
// syntax (6.2.2) and scheme (6.2.3); protocol-based normalization
// (6.2.4) needs the network and is not done. Section 6.2.3's
// case-insensitive subcomponents of particular schemes ("mailto:
// Joe@Example.COM") are left as they are.
var normalization = &normal.Table{Dialect: name, Levels: []normal.Level{
	normal.None,
	{NormalizationLevel: dialect.NormalizationLevel{Name: "syntax",
		Doc: `RFC 3986, Section 6.2.2: the scheme and host to lower case and the hex digits of percent-encodings to upper case (6.2.2.1), ` +
			`percent-encoded unreserved characters (ALPHA, DIGIT, "-._~") decoded (6.2.2.2), and the dot segments of an absolute URI's path removed by remove_dot_segments (6.2.2.3)`},
		Rules: syntaxRules},
	{NormalizationLevel: dialect.NormalizationLevel{Name: "scheme",
		Doc: `syntax, and Section 6.2.3, for the schemes whose default port is known (those of RFC 1738, Section 3, and https): "an explicit ":port", for which the port is empty or the default for the scheme" elided, ` +
			`and an empty path after an authority made "/" ("a URI that uses the generic syntax for authority with an empty path should be normalized to a path of "/""); delimiters of empty components stay ("http://example.com/?" is not "http://example.com/")`},
		Rules: func() normal.Rules {
			r := syntaxRules
			r.DefaultPorts, r.EmptyPort, r.EmptyPath = defaultPorts, true, true
			return r
		}()},
}}

// NormalizationLevels implements [dialect.Normalizer]: none, syntax and
// scheme.
func (d *Dialect) NormalizationLevels() []dialect.NormalizationLevel { return normalization.Infos() }

// Normalize implements [dialect.Normalizer].
func (d *Dialect) Normalize(s, level string) (string, error) {
	return normalization.Normalize(s, level, d.opts.MaxLength)
}
