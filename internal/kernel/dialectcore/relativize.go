package dialectcore

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

// A Search names the candidate search of internal/kernel/relgen that a
// [RelativizingCore]'s Relativize runs. Every search tries the
// candidates in order (suffixes of the target, after "./" or "../" for a
// relative path), each checked by resolving it with the Dialect's own
// Resolve, so that the dialect's rules decide; they differ in the
// shortcuts they may take.
type Search uint8

const (
	// SearchLikely tries the likely candidates first where base and
	// target are regular, every candidate otherwise (relgen.Relativize):
	// for a specification whose resolution keeps the base's authority as
	// written and reads "" as the base.
	SearchLikely Search = iota
	// SearchLikelyEmpty is SearchLikely for a resolution that climbs over
	// an empty segment as over any other and may read "" as the base's
	// directory (relgen.RelativizeEmptyOK): RFC 1630.
	SearchLikelyEmpty
	// SearchEvery tries every candidate in order, with neither the likely
	// candidates nor the prefix filter, which assume a specification's
	// resolution (relgen.RelativizeUnfiltered): for a client that rewrites
	// what it resolves (lower-cases the scheme, escapes characters, drops
	// empty components), so that a target the client could not reach is
	// an error saying so.
	SearchEvery
)

// A RelativizingCore is a [Core] that also relativizes: its Relativize
// implements [dialect.Relativizer] by its Kind's [Search].
type RelativizingCore[O any, D Contract] struct{ Core[O, D] }

// Relativize implements [dialect.Relativizer]: the shortest reference the
// Dialect's Resolve takes from base to target, among the candidates of
// internal/kernel/relgen, each checked by resolving it, so that the
// dialect's own rules decide (its package doc says what they make of
// it). A target longer than the dialect's maxlength is an error, as a
// reference is.
func (c *RelativizingCore[O, D]) Relativize(base *dialect.Reference, target string) (string, error) {
	if pe := CheckLength(c.Name(), target, c.maxLength); pe != nil {
		return "", pe
	}
	switch c.kind.Search {
	case SearchLikelyEmpty:
		return relgen.RelativizeEmptyOK(c.self, base, target)
	case SearchEvery:
		return relgen.RelativizeUnfiltered(c.self, base, target)
	}
	return relgen.Relativize(c.self, base, target, nil)
}
