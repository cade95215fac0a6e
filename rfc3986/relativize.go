package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

var _ dialect.Relativizer = (*Dialect)(nil)

// Relativize implements [dialect.Relativizer]: the shortest reference that
// [Dialect.Resolve] takes from base to target, among the candidates
// of internal/kernel/relgen (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it. RFC 3986 removes dot segments from every target, absolute ones included (Section 5.2.2), so a target with dot segments has no reference; with samescheme=relative a reference with the base's scheme is relative, which changes nothing here, as the same text without the scheme is shorter.
//
// A target longer than the dialect's maxlength is an error, as a
// reference is.
func (d *Dialect) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := dialectcore.CheckLength(d.Name(), target, d.opts.maxLength); pe != nil {
		return "", pe
	}
	return relgen.Relativize(d, base, target, nil)
}
