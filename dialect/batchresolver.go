package dialect

// A BatchResolver makes a [TextResolver] for one goroutine that resolves
// many references in a row, as each worker of a batch does: such a
// resolver may keep what one call leaves for the next (its buffers, the
// last base it read) instead of taking and returning them on every call.
// It gives exactly the results and errors of the dialect's own
// ResolveText. Each one is for one goroutine at a time; the dialect that
// makes them stays safe for concurrent use. The resolver it makes may
// also be a [StringResolver], for callers that keep only the target's
// text.
type BatchResolver interface {
	NewTextResolver() TextResolver
}

// A StringResolver resolves the text of a reference against a parsed base
// and returns only the target's text, for callers that keep nothing else
// of it: the lines of a batch, the links of a page. Its result and error
// are those of the dialect's ResolveText (the result is the target's
// Source), without building the target's Reference: a resolver may
// answer the commonest references of a page from what it read of their
// base, and give the text in a buffer of its own, which the next call
// writes over: a caller that keeps a result copies it. A resolver is for
// one goroutine at a time.
type StringResolver interface {
	ResolveToString(base *Reference, ref string) (string, error)
}

// NewStringResolver returns a StringResolver under d for one goroutine:
// the resolver d's [BatchResolver] makes, if it is one; else one that
// resolves with that resolver, or with [ResolveText], into a Reference
// it keeps from call to call.
func NewStringResolver(d Dialect) StringResolver {
	var tr TextResolver
	if br, ok := d.(BatchResolver); ok {
		tr = br.NewTextResolver()
		if sr, ok := tr.(StringResolver); ok {
			return sr
		}
	} else {
		tr, _ = d.(TextResolver)
	}
	return &textStringResolver{d: d, tr: tr}
}

// A textStringResolver is a StringResolver over a TextResolver, or over
// ResolveText when tr is nil.
type textStringResolver struct {
	d  Dialect
	tr TextResolver
	t  Reference // the last target, reused
}

func (r *textStringResolver) ResolveToString(base *Reference, ref string) (string, error) {
	var err error
	if r.tr != nil {
		err = r.tr.ResolveText(&r.t, base, ref)
	} else {
		err = ResolveText(r.d, &r.t, base, ref)
	}
	if err != nil {
		return "", err
	}
	return r.t.Source(), nil
}
