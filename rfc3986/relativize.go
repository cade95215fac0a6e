package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target's text, among the candidates
// of internal/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 3986 removes dot segments from every target, absolute ones included (Section 5.2.2), so a target with dot segments has no reference; with strict=false a reference with the base's scheme is relative, which changes nothing here, as the same text without the scheme is shorter.
func (d *Dialect) Relativize(base, target dialect.Reference) (string, error) {
	return relgen.Relativize(d, &base, target.String(), nil)
}
