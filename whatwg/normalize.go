package whatwg

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/normal"
)

var _ dialect.Normalizer = (*Dialect)(nil)

// normalization has the one normal form of the URL Standard: "A URL's
// serialization" (Section 4.5) of the record the basic URL parser makes
// of the string (Section 4.4, with no base), which lower-cases the scheme
// and a special URL's host, drops its default port, percent-encodes, and
// resolves dot segments; the Standard's "URL equivalence" calls two URLs
// equal when their serializations are identical.
var normalization = &normal.Table{Dialect: name, Levels: []normal.Level{
	normal.None,
	{NormalizationLevel: dialect.NormalizationLevel{Name: "serializer",
		Doc: `URL Standard, Section 4.5: the URL serializer applied to the record the basic URL parser makes of the string without a base; ` +
			`"URL equivalence": two URLs are equal when their serializations are identical. A string that does not parse as a URL is an error`}},
}}

// NormalizationLevels implements [dialect.Normalizer]: none and
// serializer.
func (d *Dialect) NormalizationLevels() []dialect.NormalizationLevel { return normalization.Infos() }

// Normalize implements [dialect.Normalizer]: at level none s as it is, at
// serializer (the default) its serialization.
func (d *Dialect) Normalize(s, level string) (string, error) {
	l, _, err := normal.FindLevel(name, normalization.Infos(), level)
	if err != nil {
		return "", err
	}
	if l.Name == dialect.LevelNone {
		return normalization.Normalize(s, level, d.opts.MaxLength)
	}
	return dialect.ResolveString(d, "", s)
}
