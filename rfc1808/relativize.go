package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target, among the candidates
// of internal/kernel/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 1808 inherits params and query (Section 4, step 5): ";x" keeps the base's path and drops its params, "?y" keeps its path and params; the empty reference is the whole base, fragment included (Section 4, step 2a).
//
// A target longer than the dialect's maxlength is an error, as a
// reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.maxLength); pe != nil {
		return "", pe
	}
	return relgen.Relativize(d, base, target, nil)
}
