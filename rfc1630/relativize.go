package rfc1630

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target, among the candidates
// of internal/kernel/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 1630 reads a same-scheme absolute URI as partial (its "Partial (relative) form"), so a target with the base's scheme and a path the base's host cannot reach has no reference at all, the absolute one included; and its slashes rule decides which "/" forms climb where.
//
// A target longer than the dialect's maxlength is an error, as a
// reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.maxLength); pe != nil {
		return "", pe
	}
	return relgen.RelativizeEmptyOK(d, base, target)
}
