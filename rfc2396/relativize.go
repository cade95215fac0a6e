package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target, among the candidates
// of internal/kernel/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 2396 keeps neither the base's query for "?y" (Section 5.2, step 5: "http://a/b/c/?y") nor its path for an empty path, and by default keeps a ".." above the root (step 6g), which a target may then need.
//
// A target longer than the dialect's maxlength is an error, as a
// reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.maxLength); pe != nil {
		return "", pe
	}
	return relgen.Relativize(d, base, target, nil)
}
