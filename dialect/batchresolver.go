package dialect

// A BatchResolver makes a [TextResolver] for one goroutine that resolves
// many references in a row, as each worker of a batch does: such a
// resolver may keep what one call leaves for the next (its buffers, the
// last base it read) instead of taking and returning them on every call.
// It gives exactly the results and errors of the dialect's own
// ResolveText. Each one is for one goroutine at a time; the dialect that
// makes them stays safe for concurrent use.
type BatchResolver interface {
	NewTextResolver() TextResolver
}
