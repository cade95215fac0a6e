package dialect

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/go-multierror"
)

// A ParseError reports one violation of a specification's rules at a
// position in the input.
type ParseError struct {
	Dialect string // name of the dialect that reported it
	Input   string // the whole input, for caret rendering
	Offset  int    // 0-based byte offset of the offending text
	Len     int    // its length in bytes; 0 for "something missing here"
	Rule    Rule   // the production or step broken
	Msg     string // what is wrong, e.g. `invalid escape "%zz"`
	Err     error  // optional cause, returned by Unwrap
}

// Error renders `rfc2396: offset 7: invalid escape "%zz" (RFC 2396, Appendix A, <escaped>)`.
func (e *ParseError) Error() string {
	return fmt.Sprintf("%s: offset %d: %s (%s)", e.Dialect, e.Offset, e.Msg, e.Rule)
}

func (e *ParseError) Unwrap() error { return e.Err }

// ErrorWithPosition renders the error followed by the input on its own line
// and a caret line marking the offending bytes. Control bytes in the input
// are shown as "." so the caret stays aligned. An input longer than
// positionWidth bytes is shown only around the offending bytes, its cut
// ends marked "...", so that rendering every violation of a long input
// takes time linear in the number of violations, not in their number times
// the input's length.
func (e *ParseError) ErrorWithPosition() string {
	off := min(max(e.Offset, 0), len(e.Input))
	carets := max(e.Len, 1)
	lo, hi := 0, len(e.Input)
	if hi > positionWidth {
		lo = max(off-positionContext, 0)
		hi = min(off+min(carets, positionWidth)+positionContext, len(e.Input))
	}
	carets = min(carets, positionWidth, max(hi-off, 1))
	var b strings.Builder
	b.WriteString(e.Error())
	b.WriteString("\n    ")
	shift := off - lo
	if lo > 0 {
		b.WriteString("...")
		shift += 3
	}
	for i := lo; i < hi; i++ {
		c := e.Input[i]
		if c < 0x20 || c == 0x7f {
			c = '.'
		}
		b.WriteByte(c)
	}
	if hi < len(e.Input) {
		b.WriteString("...")
	}
	b.WriteString("\n    ")
	b.WriteString(strings.Repeat(" ", shift))
	b.WriteString(strings.Repeat("^", carets))
	return b.String()
}

// An input up to positionWidth bytes long is shown whole by
// ErrorWithPosition; a longer one from positionContext bytes before the
// offending bytes (at most positionWidth of them) to positionContext bytes
// after them.
const (
	positionWidth   = 160
	positionContext = 40
)

// Errors collects violations in the order they are found and returns them
// sorted by offset. Its zero value is ready to use and allocates nothing
// until the first violation, so validating a valid string is free.
type Errors struct {
	merr *multierror.Error
}

// Add records one violation.
func (es *Errors) Add(e *ParseError) {
	es.merr = multierror.Append(es.merr, e)
}

// Len returns the number of violations recorded.
func (es *Errors) Len() int {
	if es.merr == nil {
		return 0
	}
	return len(es.merr.Errors)
}

// Err returns nil if nothing was recorded, else a *multierror.Error of the
// violations sorted by offset (stable for equal offsets), formatted one per
// line.
func (es *Errors) Err() error {
	if es.merr == nil {
		return nil
	}
	errs := es.merr.Errors
	less := func(i, j int) bool { return offsetOf(errs[i]) < offsetOf(errs[j]) }
	// Validators mostly find violations in offset order; sort only if not.
	if !sort.SliceIsSorted(errs, less) {
		sort.SliceStable(errs, less)
	}
	es.merr.ErrorFormat = formatList
	return es.merr.ErrorOrNil()
}

func offsetOf(err error) int {
	if pe, ok := err.(*ParseError); ok {
		return pe.Offset
	}
	return -1
}

func formatList(errs []error) string {
	if len(errs) == 1 {
		return errs[0].Error()
	}
	lines := make([]string, len(errs))
	for i, err := range errs {
		lines[i] = err.Error()
	}
	return fmt.Sprintf("%d violations:\n%s", len(errs), strings.Join(lines, "\n"))
}

// Violations returns every *ParseError in err: err itself, or each member
// of a multierror (errors.As would find only the first).
func Violations(err error) []*ParseError {
	if err == nil {
		return nil // without the reflection errors.As does on its target
	}
	var out []*ParseError
	var merr *multierror.Error
	if errors.As(err, &merr) {
		for _, e := range merr.Errors {
			out = append(out, Violations(e)...)
		}
		return out
	}
	var pe *ParseError
	if errors.As(err, &pe) {
		out = append(out, pe)
	}
	return out
}
