package rfc1630

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target's text, among the candidates
// of internal/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 1630 reads a same-scheme absolute URI as partial (its "Partial (relative) form"), so a target with the base's scheme and a path the base's host cannot reach has no reference at all, the absolute one included; and its slashes rule decides which "/" forms climb where.
func (d *Dialect) Relativize(base, target dialect.Reference) (string, error) {
	return relgen.Relativize(d, &base, target.String(), nil)
}
