package engine

import (
	"io"

	"github.com/uridialect/uridialect/dialect"
)

// A RelativizeBatch relativizes base<TAB>target lines, one output line per
// input line, in order:
//
//	base<TAB>target<TAB>reference<TAB>error
//
// with the framing, escaping, limits and workers of [Batch]: error is
// empty on success and reference empty on failure (an empty reference
// with an empty error is the answer "", the base itself). With one
// dialect the reference is its own Relativize; with several, the
// reference safe under all of them ([Relativizer]).
type RelativizeBatch struct {
	Dialects []dialect.Dialect
	MaxLine  int // 0 means DefaultMaxLine
	Workers  int // 0 means runtime.GOMAXPROCS(0)
}

// Run reads r to its end and writes one line to w for each line read. It
// returns an error only when reading or writing fails.
func (b *RelativizeBatch) Run(r io.Reader, w io.Writer) (Stats, error) {
	return runLines(r, w, lineConfig{max: b.MaxLine, workers: b.Workers, second: "target"}, func() lineOp {
		if len(b.Dialects) == 1 {
			if rz, ok := b.Dialects[0].(dialect.Relativizer); ok {
				return &relativizeOp{d: b.Dialects[0], rz: rz}
			}
		}
		return &safeOp{rz: Relativizer{Dialects: b.Dialects}}
	})
}

// relativizeOp relativizes with one dialect, keeping the base parsed
// while it repeats. The target is read in place, as the batch's
// references are: the answer, often a substring of it, is written out
// before the chunk is reused.
type relativizeOp struct {
	d       dialect.Dialect
	rz      dialect.Relativizer
	base    dialect.Reference
	baseErr error
}

func (op *relativizeOp) apply(base string, changed bool, target []byte) (string, error) {
	if changed {
		op.base, op.baseErr = op.d.Parse(base)
	}
	if op.baseErr != nil {
		return "", op.baseErr
	}
	return op.rz.Relativize(&op.base, bytesView(target))
}

// safeOp writes the reference safe under several dialects.
type safeOp struct{ rz Relativizer }

func (op *safeOp) apply(base string, _ bool, target []byte) (string, error) {
	s, err := op.rz.Relativize(base, string(target))
	return s.Ref, err
}
