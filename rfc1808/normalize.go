package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/normal"
)

var _ dialect.Normalizer = (*Dialect)(nil)

// normalization holds the levels of RFC 1738, whose URL syntax this
// specification builds on and which is all it has of equivalence: none,
// syntax (scheme case, escapes) and scheme (host case, default ports).
var normalization = normal.RFC1738(name)

// NormalizationLevels implements [dialect.Normalizer].
func (d *Dialect) NormalizationLevels() []dialect.NormalizationLevel { return normalization.Infos() }

// Normalize implements [dialect.Normalizer] with the levels of RFC 1738
// (see NormalizationLevels for what each does and the text it quotes).
func (d *Dialect) Normalize(s, level string) (string, error) {
	return normalization.Normalize(s, level, d.opts.MaxLength)
}
