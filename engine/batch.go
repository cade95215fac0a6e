package engine

import (
	"bytes"
	"io"
	"runtime"
	"strconv"
	"unsafe"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/tool/lines"
)

// DefaultMaxLine is the longest batch input line accepted, in bytes,
// without its line end. A longer line gives an error line. It equals the
// dialects' default limit on a reference, [dialect.DefaultMaxLength], so
// that under the defaults a line short enough to read holds a base and a
// reference short enough to parse; raising one limit without the other
// (MaxLine, or a dialect's option maxlength) moves the error from one to
// the other: a line over MaxLine is reported by its length, a base or
// reference over maxlength by the dialect's error citing "uridialect,
// Limits".
const DefaultMaxLine = dialect.DefaultMaxLength

// A Batch resolves base<TAB>reference lines, one output line per input line,
// in order:
//
//	base<TAB>reference<TAB>result<TAB>error
//
// error is empty on success and result empty on failure. Input fields are
// taken as they are, except that a CR before the LF is dropped (CRLF line
// ends). Output fields escape the bytes that would break the format: a
// backslash as \\, TAB as \t, LF as \n and CR as \r, so no field ever holds
// a TAB or a line end. A line that is empty, has no TAB, has more than one
// TAB or is longer than MaxLine gives an error line, which leaves the base
// and reference fields empty rather than echo a part of them; no line is
// dropped.
//
// With Refs set, every input line is one reference, resolved against Base:
// an empty line is the empty reference, and a TAB is part of the
// reference. The output lines are the same, the base field echoing Base.
//
// With Warnings set, each output line has a fifth field, warning: empty,
// or what [Warning] says of a base or reference holding a space or a
// control byte, which the dialect resolved as written.
//
// Lines are resolved in chunks by one worker per CPU and written in input
// order; the dialect must be safe for concurrent use, as every
// [dialect.Dialect] is.
type Batch struct {
	Dialect dialect.Dialect
	MaxLine int // 0 means DefaultMaxLine
	Workers int // 0 means runtime.GOMAXPROCS(0)

	Refs bool   // each line is a reference, resolved against Base
	Base string // the base of every line when Refs is set

	Warnings bool // add a fifth field, the line's warning
}

// Stats counts what a batch run did.
type Stats struct {
	Lines  int // input lines read
	Failed int // lines whose error field is not empty
}

// chunkLines and chunkBytes bound a chunk: large enough that handing it
// to a worker costs little per line, small enough to keep every worker busy
// and memory flat. Every page of the chunks is faulted in once per run, at
// a cost that on a virtual machine rivals resolving their lines: nine
// chunks of 2048 lines and 256 KiB in flight doubled the page faults of a
// run of 1M lines, and took a fifth more CPU time than one worker.
const (
	chunkLines = 1024
	chunkBytes = 128 << 10
)

// A chunk is a run of consecutive input lines and, once a worker is done
// with it, their output.
type chunk struct {
	first  int    // number of the first line, from 1
	data   []byte // the lines, each without its line end
	ends   []int  // end offset of each line in data
	longs  []int  // for each line, its length if over MaxLine, else 0
	out    []byte // output lines
	failed int    // lines that failed
	done   chan struct{}
}

// newChunk returns a chunk whose buffers hold a full chunk of lines and
// their output (an output line is about twice its input line) without
// growing.
func newChunk() *chunk {
	return &chunk{
		data:  make([]byte, 0, chunkBytes),
		ends:  make([]int, 0, chunkLines),
		longs: make([]int, 0, chunkLines),
		out:   make([]byte, 0, 2*chunkBytes),
	}
}

func (c *chunk) reset(first int) {
	c.first, c.data, c.ends, c.longs, c.out, c.failed = first, c.data[:0], c.ends[:0], c.longs[:0], c.out[:0], 0
	c.done = make(chan struct{})
}

// add appends a line read (see [lines.Reader.Next]) and reports whether
// the chunk is full.
func (c *chunk) add(line []byte, tooLong int) (full bool) {
	c.data = append(c.data, line...)
	c.ends = append(c.ends, len(c.data))
	c.longs = append(c.longs, tooLong)
	return len(c.ends) == chunkLines || len(c.data) >= chunkBytes
}

// Run reads r to its end and writes one line to w for each line read. It
// returns an error only when reading or writing fails.
func (b *Batch) Run(r io.Reader, w io.Writer) (Stats, error) {
	cfg := lineConfig{max: b.MaxLine, workers: b.Workers, second: "reference", warn: b.Warnings}
	if b.Refs {
		cfg.fixedBase, cfg.refsOnly = []byte(b.Base), true
	}
	return runLines(r, w, cfg, func() lineOp {
		return newResolveOp(b.Dialect)
	})
}

// A lineOp computes the result of one line from its two fields, for one
// worker: base is the first field, a string the worker keeps while lines
// repeat it, which the op may keep parsed from line to line (changed says
// when it differs from the last line's), and second the other.
type lineOp interface {
	apply(base string, changed bool, second []byte) (string, error)
}

// lineConfig is what every batch's lines share: the limits, the workers,
// the second field's name ("reference", "target") for messages, and the
// options of [Batch] (Warnings, Refs and Base).
type lineConfig struct {
	max, workers int
	second       string
	warn         bool
	refsOnly     bool
	fixedBase    []byte
}

// runLines is the body of every batch: lines from r, each split into its
// two fields and given to an op made by newOp (one per worker), the output
// lines written to w in input order.
func runLines(r io.Reader, w io.Writer, cfg lineConfig, newOp func() lineOp) (Stats, error) {
	max := cfg.max
	if max <= 0 {
		max = DefaultMaxLine
	}
	workers := cfg.workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers == 1 {
		return runInline(r, w, cfg, max, newOp())
	}
	// The chunks in flight are at most those the channels hold, one being
	// filled and one being written: a fixed set, made once and passed round
	// through free, so that their buffers are written again rather than
	// taken anew (a pool the collector empties would give them back
	// cleared, at the cost of a page fault per page). Two per worker keep
	// each busy while the writer and the reader wait on one.
	inFlight := 2*workers + 2
	var (
		free    = make(chan *chunk, inFlight)
		work    = make(chan *chunk, workers)
		ordered = make(chan *chunk, 2*workers)
		stop    = make(chan struct{})
		readErr error
	)
	for range inFlight {
		free <- newChunk()
	}
	// The reader fills chunks and hands each to the workers and, in the
	// same order, to the writer below.
	go func() {
		defer close(work)
		defer close(ordered)
		lr := lines.NewReader(r, max)
		n := 0
		c := <-free
		c.reset(1)
		send := func() bool {
			select {
			case ordered <- c:
			case <-stop:
				return false
			}
			work <- c
			return true
		}
		for {
			line, tooLong, err := lr.Next()
			if err != nil {
				if err != io.EOF {
					readErr = err
				}
				break
			}
			n++
			if c.add(line, tooLong) {
				if !send() {
					return
				}
				c = <-free
				c.reset(n + 1)
			}
		}
		if len(c.ends) > 0 {
			send()
		}
	}()
	for range workers {
		go func() {
			lp := lineWorker{lineConfig: cfg, op: newOp()}
			lp.max = max
			for c := range work {
				lp.doChunk(c)
				close(c.done)
			}
		}()
	}
	var st Stats
	var werr error
	for c := range ordered {
		<-c.done
		if werr == nil {
			st.Lines += len(c.ends)
			st.Failed += c.failed
			if _, werr = w.Write(c.out); werr != nil {
				close(stop)
			}
		}
		free <- c
	}
	if werr != nil {
		return st, werr
	}
	return st, readErr
}

// runInline is runLines with one worker, on the caller's goroutine: each
// chunk is read, resolved and written in turn, with no goroutine to hand
// it to (which, on one core, only adds switches between them).
func runInline(r io.Reader, w io.Writer, cfg lineConfig, max int, op lineOp) (Stats, error) {
	lp := lineWorker{lineConfig: cfg, op: op}
	lp.max = max
	lr := lines.NewReader(r, max)
	var st Stats
	c := newChunk()
	c.reset(1)
	write := func() error {
		lp.doChunk(c)
		st.Lines += len(c.ends)
		st.Failed += c.failed
		_, err := w.Write(c.out)
		c.reset(st.Lines + 1)
		return err
	}
	for {
		line, tooLong, err := lr.Next()
		if err != nil {
			if err == io.EOF {
				err = nil
			}
			if len(c.ends) > 0 {
				if werr := write(); werr != nil {
					return st, werr
				}
			}
			return st, err
		}
		if c.add(line, tooLong) {
			if err := write(); err != nil {
				return st, err
			}
		}
	}
}

// A lineWorker is one worker's state: its op, and the last base, kept
// escaped while consecutive lines share it.
type lineWorker struct {
	lineConfig
	op       lineOp
	lastBase string
	baseWarn string // Warning's note on lastBase
	baseOut  []byte // lastBase as an output field, escaped
	haveBase bool
}

func (lp *lineWorker) doChunk(c *chunk) {
	start := 0
	for i, end := range c.ends {
		line := c.data[start:end]
		start = end
		if lp.doLine(&c.out, c.first+i, line, c.longs[i]) {
			c.failed++
		}
	}
}

// doLine appends the output line for one input line and reports whether
// it failed.
func (lp *lineWorker) doLine(out *[]byte, n int, line []byte, tooLong int) (failed bool) {
	var base, ref []byte
	problem := ""
	plainRef := false // ref has no TAB, nothing to escape and no warning
	switch {
	case lp.refsOnly:
		base, ref = lp.fixedBase, line
		plainRef = !oddBytes(ref)
		if tooLong > 0 {
			ref = nil
			problem = "line " + strconv.Itoa(n) + ": " + strconv.Itoa(tooLong) + " bytes, longer than the limit of " + strconv.Itoa(lp.max)
		}
	case tooLong > 0:
		problem = "line " + strconv.Itoa(n) + ": " + strconv.Itoa(tooLong) + " bytes, longer than the limit of " + strconv.Itoa(lp.max)
	case len(line) == 0:
		problem = "line " + strconv.Itoa(n) + ": empty line: want base<TAB>" + lp.second
	default:
		tab := bytes.IndexByte(line, '\t')
		if tab < 0 {
			base = line
			problem = "line " + strconv.Itoa(n) + ": no TAB: want base<TAB>" + lp.second
			break
		}
		base, ref = line[:tab], line[tab+1:]
		if plainRef = !oddBytes(ref); plainRef {
			break
		}
		if extra := bytes.IndexByte(ref, '\t'); extra >= 0 {
			problem = "line " + strconv.Itoa(n) + ": second TAB at byte " + strconv.Itoa(tab+1+extra) +
				": want exactly one TAB, between base and " + lp.second
		}
	}
	result := ""
	var o []byte
	if problem == "" {
		res, err := lp.apply(base, ref)
		if err != nil {
			problem = err.Error()
		} else {
			result = res
		}
		o = append(*out, lp.baseOut...) // base, escaped once per run of equal bases
	} else {
		o = appendField(*out, base)
	}
	o = append(o, '\t')
	if plainRef {
		o = append(o, ref...)
	} else {
		o = appendField(o, ref)
	}
	o = append(o, '\t')
	o = appendField(o, result)
	o = append(o, '\t')
	o = appendField(o, problem)
	if lp.warn {
		o = append(o, '\t')
		if problem == "" {
			refWarn := ""
			if !plainRef {
				refWarn = warning(lp.second, ref)
			}
			o = appendField(o, joinWarnings(lp.baseWarn, refWarn))
		}
	}
	*out = append(o, '\n')
	return problem != ""
}

// apply gives one line's fields to the op, after noting whether the base
// changed: the base is escaped, and its warning found, once per run of
// equal bases.
func (lp *lineWorker) apply(base, second []byte) (string, error) {
	changed := !lp.haveBase || string(base) != lp.lastBase
	if changed {
		lp.lastBase = string(base)
		lp.baseOut = appendField(lp.baseOut[:0], base)
		if lp.warn {
			lp.baseWarn = warning("base", base)
		}
		lp.haveBase = true
	}
	return lp.op.apply(lp.lastBase, changed, second)
}

// resolveOp resolves a reference against a base, keeping the base parsed
// while it repeats.
type resolveOp struct {
	d       dialect.Dialect
	sr      dialect.StringResolver // d's, for this worker
	base    dialect.Reference
	baseErr error
}

// newResolveOp returns the op of one worker resolving under d, with d's
// StringResolver for one goroutine ([dialect.NewStringResolver]).
func newResolveOp(d dialect.Dialect) *resolveOp {
	return &resolveOp{d: d, sr: dialect.NewStringResolver(d)}
}

// apply resolves ref against base. The reference is read in place, as a
// string over the chunk's bytes: it lives only until its output line is
// written.
func (op *resolveOp) apply(base string, changed bool, ref []byte) (string, error) {
	if changed {
		op.base, op.baseErr = op.d.Parse(base)
	}
	if op.baseErr != nil {
		return "", op.baseErr
	}
	return op.sr.ResolveToString(&op.base, bytesView(ref))
}

// bytesView returns b as a string without copying; b must not change while
// the string is in use.
func bytesView(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// mustEscape marks the bytes an output field escapes, and escapeAs their
// escapes.
var (
	mustEscape = [256]bool{'\\': true, '\t': true, '\n': true, '\r': true}
	escapeAs   = [256]string{'\\': `\\`, '\t': `\t`, '\n': `\n`, '\r': `\r`}
)

// appendField appends s with backslash, TAB, LF and CR escaped. Most
// fields have none of them: it tests eight bytes at a time for one, and
// copies the field whole if there is none.
func appendField[T string | []byte](out []byte, s T) []byte {
	i := 0
	for ; len(s)-i >= 8; i += 8 {
		w := s[i : i+8] // one bounds check; the eight loads below are one
		if special(uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56) {
			break
		}
	}
	start := 0
	for ; i < len(s); i++ {
		if c := s[i]; mustEscape[c] {
			out = append(out, s[start:i]...)
			out = append(out, escapeAs[c]...)
			start = i + 1
		}
	}
	return append(out, s[start:]...)
}

// special reports whether one of the eight bytes of w may need an escape:
// a backslash, or a byte below 0x0E (TAB, LF and CR are; the few others
// there are then passed over by the exact test). Both tests are exact
// for eight bytes at once: (x - n*ones) &^ x & highs is not zero exactly
// when a byte of x is below n, for n up to 0x80.
func special(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	b := w ^ '\\'*ones
	return ((w-0x0E*ones)&^w|(b-ones)&^b)&highs != 0
}
