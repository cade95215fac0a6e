package dialectcore

import "github.com/uridialect/uridialect/dialect"

// A ResolveInto resolves ref against base into *t as a dialect's
// ResolveText does; with a non-nil scratch it may build the target's text
// in *scratch (see uritext.Buffer.Reuse), which the next call writes over.
type ResolveInto func(t, base *dialect.Reference, ref string, scratch *[]byte) error

// NewScratchResolver returns the resolver for one goroutine a dialect's
// NewTextResolver makes ([dialect.BatchResolver]) when its resolution can
// build its result in a buffer it is given: its ResolveText is resolve's
// without a buffer, and it is a [dialect.StringResolver] whose results
// are built in one buffer of its own, which each call writes over, rather
// than allocated one by one.
func NewScratchResolver(resolve ResolveInto) dialect.TextResolver {
	return &scratchResolver{resolve: resolve}
}

type scratchResolver struct {
	resolve ResolveInto
	scratch []byte
	t       dialect.Reference // the last target, reused
}

func (r *scratchResolver) ResolveText(t, base *dialect.Reference, ref string) error {
	return r.resolve(t, base, ref, nil)
}

func (r *scratchResolver) ResolveToString(base *dialect.Reference, ref string) (string, error) {
	if err := r.resolve(&r.t, base, ref, &r.scratch); err != nil {
		return "", err
	}
	return r.t.Source(), nil
}
