package libwwwperl5

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target, among the candidates of
// internal/kernel/relgen, every one checked by resolving it (the shortcuts of a
// specification's search do not hold for a client that rewrites), so that the client's
// quirks decide: a target the client could not reach (one it would have
// rewritten) is an error saying so. A target longer than the dialect's
// maxlength is an error, as a reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.maxLength); pe != nil {
		return "", pe
	}
	return relgen.RelativizeUnfiltered(d, base, target)
}
