package whatwg

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference
// that [Dialect.Resolve] takes from base to target, among the candidates
// of internal/kernel/relgen, each checked by resolving it. The basic URL parser
// serializes what it returns (Section 4.5), so only a target in its
// serialized form can be reached: "HTTP://A:80/b" has no reference, for
// every reference gives "http://a/b"; as every result resolves against
// the base to itself, a target that does not is failed without the full
// search (relgen.RelativizeIdempotent). The base is taken as its
// serialization, which resolves every reference as the base itself does,
// and whose text is then a prefix of every result that keeps it, as the
// candidate search assumes.
//
// A target longer than the dialect's maxlength is an error, as a
// reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.MaxLength); pe != nil {
		return "", pe
	}
	if base.Grammar() != canonical {
		// A base that is no URL resolves nothing: the search then fails,
		// saying what the target gives.
		if b, err := d.Resolve(dialect.Reference{}, *base); err == nil {
			base = &b
		}
	}
	return relgen.RelativizeIdempotent(d, base, target)
}
