package fit

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/tool/lines"
)

// An Observation is what a system answered when asked to resolve one
// reference against one base.
type Observation struct {
	Line     int    // line number in its file, from 1
	Base     string // the base, unescaped
	Ref      string // the reference, unescaped
	Observed string // the answer, unescaped; "" when Rejected
	Rejected bool   // the system refused the reference
}

// RejectedField is the observed field, besides the empty one, that says the
// system refused the reference.
const RejectedField = "(error)"

// A LineError is a line of an observations file that could not be read:
// its number and what is wrong with it.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return "line " + strconv.Itoa(e.Line) + ": " + e.Err.Error() }
func (e *LineError) Unwrap() error { return e.Err }

// ErrNoObservations is returned when a file holds no observation at all.
var ErrNoObservations = errors.New("no observations: want base<TAB>reference<TAB>observed lines")

// maxLine is the longest line Read accepts, as the batch does.
const maxLine = engine.DefaultMaxLine

// Read reads observations, one a line, in either of two forms:
//
//	base<TAB>reference<TAB>observed
//	base<TAB>reference<TAB>result<TAB>error[<TAB>warning]   (the batch's output)
//
// Fields use the batch's escaping (\\, \t, \n, \r, read by
// [engine.UnescapeField]); a CR before the LF is dropped. An empty
// observed field, or the literal "(error)", means the system rejected the
// reference; in the batch's form, a non-empty error field does. Empty
// lines are skipped, and counted in skipped.
//
// Every other line that cannot be read is a [*LineError] in the
// Reading's Bad, and the reading goes on: no line is dropped without a
// word. err is a read error; or a file that is not TSV at all (binary, or
// not one line with a TAB); or [ErrNoObservations] when no line is an
// observation.
func Read(r io.Reader) (Reading, error) {
	obs, bad, skipped, err := read(r)
	return Reading{Observations: obs, Bad: bad, Skipped: skipped}, err
}

// A Reading is what [Read] found in a file of observations.
type Reading struct {
	Observations []Observation
	Bad          []*LineError // the lines that could not be read, with why
	Skipped      int          // the empty lines
}

func read(r io.Reader) (obs []Observation, bad []*LineError, skipped int, err error) {
	br := bufio.NewReader(r)
	if head, _ := br.Peek(512); bytes.IndexByte(head, 0) >= 0 {
		return nil, nil, 0, errors.New("not a TSV file: it holds NUL bytes (binary data?): want base<TAB>reference<TAB>observed lines")
	}
	lr := lines.NewReader(br, maxLine)
	n, tabbed := 0, 0
	for {
		line, long, rerr := lr.Next()
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			return obs, bad, skipped, rerr
		}
		n++
		if long > 0 {
			tabbed++ // unread, so no proof that the file is not TSV
			bad = append(bad, &LineError{n, fmt.Errorf("longer than the limit of %d bytes", maxLine)})
			continue
		}
		if len(line) == 0 {
			skipped++
			continue
		}
		if bytes.IndexByte(line, '\t') >= 0 {
			tabbed++
		}
		o, lerr := parseLine(string(line))
		if lerr != nil {
			bad = append(bad, &LineError{n, lerr})
			continue
		}
		o.Line = n
		obs = append(obs, o)
	}
	if tabbed == 0 && n > skipped {
		return nil, nil, skipped, fmt.Errorf("not a TSV file: none of its %d lines has a TAB: want base<TAB>reference<TAB>observed lines", n)
	}
	if len(obs) == 0 {
		return nil, bad, skipped, ErrNoObservations
	}
	return obs, bad, skipped, nil
}

// parseLine reads one non-empty line.
func parseLine(line string) (Observation, error) {
	fields := strings.Split(line, "\t")
	var o Observation
	switch len(fields) {
	case 3, 4, 5:
	case 2:
		return o, errors.New("2 fields: want base<TAB>reference<TAB>observed (a probe's line needs the observed answer after a TAB)")
	default:
		return o, fmt.Errorf("%d fields: want base<TAB>reference<TAB>observed, or the 4 or 5 fields of the batch's output", len(fields))
	}
	var unescaped [5]string
	for i, f := range fields {
		u, err := engine.UnescapeField(f)
		if err != nil {
			return o, fmt.Errorf("field %d: %w", i+1, err)
		}
		unescaped[i] = u
	}
	o.Base, o.Ref = unescaped[0], unescaped[1]
	if len(fields) >= 4 { // the warning, if any, changes nothing
		if unescaped[3] != "" || unescaped[2] == "" {
			o.Rejected = true
		} else {
			o.Observed = unescaped[2]
		}
		return o, nil
	}
	if unescaped[2] == "" || unescaped[2] == RejectedField {
		o.Rejected = true
	} else {
		o.Observed = unescaped[2]
	}
	return o, nil
}

// String writes the observation as one line of the three-field form.
func (o Observation) String() string {
	obs := o.Observed
	if o.Rejected {
		obs = RejectedField
	} else {
		obs = engine.EscapeField(obs)
	}
	return engine.EscapeField(o.Base) + "\t" + engine.EscapeField(o.Ref) + "\t" + obs
}
