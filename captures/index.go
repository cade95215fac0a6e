package captures

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"github.com/uridialect/uridialect/internal/tool/lines"
)

// An Index is a sorted CDX or CDXJ file, searched where it lies: a
// lookup seeks to the middle of the file, skips to the next line start
// and compares keys, halving the span until it is small, then reads the
// lines of the key (as pywb's binsearch and ZipNum readers do). Memory
// does not grow with the file: what is kept is its damaged and
// out-of-order lines (at most Limits.MaxBadLines) and the probes of the
// bisection's top levels (a fixed few hundred kilobytes).
//
// Opening an index reads it once from start to end (unless
// IndexOptions.Check is CheckNone), so that each damaged or out-of-order
// line is reported with its line number, and searches pass it by: a
// damaged line fails; an out-of-order line is kept aside in memory and
// still found; the rest is searched in the file. An index is sorted as
// "LC_ALL=C sort" sorts it: by the bytes of each line, so by key, then
// timestamp. An Index is safe for concurrent use.
type Index struct {
	name   string
	f      *os.File
	size   int64
	start  int64 // the first byte after the legend and meta lines
	format *lineFormat
	rules  Rules
	opts   IndexOptions
	limits Limits

	skip     []extent  // damaged and out-of-order lines, by offset
	aside    []Capture // the out-of-order lines, by key and timestamp
	failures []*LineError
	stats    IndexStats

	mu     sync.Mutex
	seen   map[int64]bool // offsets of the lines a lookup found damaged (CheckNone)
	probes map[span]probe // the top levels of the bisection, shared by lookups
}

// An extent is the bytes of one line, its line end included.
type extent struct{ start, end int64 }

// Check says how much of an index is read when it is opened.
type Check uint8

const (
	// CheckAll reads every line once when the index is opened: damaged
	// and out-of-order lines are reported with their line numbers, and
	// searches pass them by. Time linear in the index, memory flat.
	CheckAll Check = iota
	// CheckNone trusts the order of the index and reads only what
	// lookups read: a damaged line a lookup meets is reported by its byte
	// offset (its line number would take reading the file up to it), and
	// a line out of order can hide others from the search.
	CheckNone
)

// IndexOptions are the settings of OpenIndex.
type IndexOptions struct {
	// Rules, when not nil, is how the index keys URLs; nil: read from the
	// index itself (the rules that give the keys of its first lines from
	// their URLs; RulesSURT when none does better).
	Rules  *Rules
	Check  Check
	Limits Limits
	// Archives are the folders holding the archives the index names, to
	// read a redirect's Location from its record when the index has no
	// redirect field; default: the index's own folder.
	Archives []string
}

// IndexStats account for the lines of an index: Lines = Headers + Blank
// + Sorted + OutOfOrder + Failed. Sorted and out-of-order lines are
// found by lookups; failed lines are in Failures.
type IndexStats struct {
	Lines, Headers, Blank, Sorted, OutOfOrder, Failed int64
}

func (s IndexStats) String() string {
	return fmt.Sprintf("lines: %d read = %d headers + %d blank + %d sorted + %d out of order + %d failed",
		s.Lines, s.Headers, s.Blank, s.Sorted, s.OutOfOrder, s.Failed)
}

// A LineError is an index line that could not be read: the file, its
// line number (0 when not known: a line a lookup met in an index opened
// with CheckNone), its byte offset, and why.
type LineError struct {
	File   string
	Line   int64
	Offset int64
	Err    error
}

func (e *LineError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s: line %d (offset %d): %v", e.File, e.Line, e.Offset, e.Err)
	}
	return fmt.Sprintf("%s: offset %d: %v", e.File, e.Offset, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// errOutOfOrder is the reason of a line that sorts before the line
// before it.
var errOutOfOrder = errors.New("out of order: sorts before the lines before it (kept aside, still found)")

// detectLines is how many lines of an index are read to tell its keying.
const detectLines = 1000

// OpenIndex opens a CDX or CDXJ file. It fails when the file is no index
// (none of its first thousand lines reads as CDXJ or CDX), is compressed,
// or holds more damaged and out-of-order lines than Limits.MaxBadLines.
func OpenIndex(path string, opts IndexOptions) (*Index, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: not a regular file: an index is searched by seeking in it", path)
	}
	ix := &Index{name: path, f: f, size: info.Size(), opts: opts, limits: opts.Limits.withDefaults()}
	if err := ix.read(); err != nil {
		f.Close()
		return nil, err
	}
	return ix, nil
}

// Close closes the index's file.
func (ix *Index) Close() error { return ix.f.Close() }

// Name is the index's path, as opened.
func (ix *Index) Name() string { return ix.name }

// Rules is how the index keys URLs.
func (ix *Index) Rules() Rules { return ix.rules }

// Format names the index's format: "CDXJ", or "CDX " and its legend.
func (ix *Index) Format() string { return ix.format.String() }

// Stats accounts for the lines read when the index was opened (all zero
// under CheckNone but the headers).
func (ix *Index) Stats() IndexStats { return ix.stats }

// Failures are the damaged lines: those found when the index was opened,
// then those lookups met (CheckNone), in that order.
func (ix *Index) Failures() []*LineError {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return append([]*LineError(nil), ix.failures...)
}

// read reads the index's head (legend and meta lines), tells its format
// and keying from its first lines and, under CheckAll, reads it whole.
func (ix *Index) read() error {
	head := make([]byte, 2)
	if n, _ := ix.f.ReadAt(head, 0); n == 2 && head[0] == 0x1f && head[1] == 0x8b {
		return fmt.Errorf("%s: a gzip-compressed index: it cannot be searched where it lies (decompress it; ZipNum indexes are not read)", ix.name)
	}
	if err := ix.sniff(); err != nil {
		return err
	}
	if ix.opts.Check == CheckAll {
		if err := ix.checkAll(); err != nil {
			return err
		}
	}
	// An out-of-order line is known one line late: put it back in place.
	sort.Slice(ix.skip, func(i, j int) bool { return ix.skip[i].start < ix.skip[j].start })
	sort.SliceStable(ix.failures, func(i, j int) bool { return ix.failures[i].Offset < ix.failures[j].Offset })
	sort.SliceStable(ix.aside, func(i, j int) bool {
		a, b := &ix.aside[i], &ix.aside[j]
		return a.Key < b.Key || a.Key == b.Key && a.Timestamp < b.Timestamp
	})
	return nil
}

// lines returns a reader of the index's lines from off.
func (ix *Index) lines(off int64) *lines.Reader {
	return lines.NewReader(bufio.NewReaderSize(io.NewSectionReader(ix.f, off, ix.size-off), 64<<10), ix.limits.MaxLine)
}

// eachHeadLine calls fn with each of the first detectLines lines after
// the head (blank and too-long lines left out), until fn returns false.
func (ix *Index) eachHeadLine(fn func(line []byte) bool) error {
	lr := ix.lines(ix.start)
	for n := 0; n < detectLines; n++ {
		line, tooLong, err := lr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: offset %d: %v", ix.name, ix.start, err)
		}
		if tooLong == 0 && len(bytes.TrimSpace(line)) > 0 && !fn(line) {
			return nil
		}
	}
	return nil
}

// sniff reads the head of the index: a CDX legend on its first line, or
// wabac.js's and py-wacz's "!meta" lines; then the format its first
// lines have most (CDXJ, or CDX of 11, 10 or 9 fields) when no legend
// names it, so that one damaged line does not decide it; then the rules
// that compute most of their keys from their URLs.
func (ix *Index) sniff() error {
	var (
		legend    *lineFormat
		legendErr error
	)
	lr := ix.lines(0)
	for first := true; ; first = false {
		line, tooLong, err := lr.Next()
		if err != nil || tooLong > 0 {
			break
		}
		_, end := lr.Offset()
		if text, ok := legendLine(line); ok && first {
			if legend, legendErr = newCDXFormat(text); legendErr != nil {
				// Damage, or a legend of another layout: the lines tell.
				break
			}
		} else if !bytes.HasPrefix(line, []byte("!meta")) {
			break
		}
		ix.start = end
		ix.stats.Headers++
	}
	// The legend names the format, unless the lines do not have it and
	// have another: then the legend is a damaged line.
	candidates := []*lineFormat{{cdxj: true}}
	if legend != nil {
		candidates = []*lineFormat{legend, {cdxj: true}}
	}
	for _, n := range []int{11, 10, 9} {
		f, _ := newCDXFormat(cdxByCount[n])
		candidates = append(candidates, f)
	}
	votes := make([]int, len(candidates))
	if err := ix.eachHeadLine(func(line []byte) bool {
		for i, f := range candidates {
			if f.check(line) == nil {
				votes[i]++
			}
		}
		return true
	}); err != nil {
		return err
	}
	best := 0
	for i := range votes {
		if votes[i] > votes[best] {
			best = i
		}
	}
	switch {
	case legend != nil && votes[best] == votes[0]:
		best = 0
	case legend != nil && votes[0] == 0:
		// The first line reads as a legend its lines do not follow: it is
		// a damaged line.
		ix.start, ix.stats.Headers = 0, 0
	case votes[best] == 0 && legendErr != nil:
		return fmt.Errorf("%s: %v", ix.name, legendErr)
	case votes[best] == 0:
		return fmt.Errorf("%s: not an index: none of its first %d lines is CDXJ (KEY TIMESTAMP {JSON}) or CDX of 9, 10 or 11 fields, and no CDX legend (\" CDX N b a ...\") names their fields", ix.name, detectLines)
	}
	ix.format = candidates[best]
	return ix.sniffRules()
}

// sniffRules tells the index's keying from its first lines.
func (ix *Index) sniffRules() error {
	var votes keyingVotes
	if err := ix.eachHeadLine(func(line []byte) bool { votes.add(ix.format, line); return true }); err != nil {
		return err
	}
	ix.rules = votes.best()
	if ix.opts.Rules != nil {
		ix.rules = *ix.opts.Rules
	}
	return nil
}

// checkAll reads every line after the head once.
func (ix *Index) checkAll() error {
	lr := ix.lines(ix.start)
	c := checker{ix: ix}
	lineNo := ix.stats.Headers
	for {
		line, tooLong, err := lr.Next()
		if err == io.EOF {
			break
		}
		start, end := lr.Offset()
		if err != nil {
			return fmt.Errorf("%s: offset %d: %v", ix.name, ix.start+start, err)
		}
		lineNo++
		if tooLong == 0 && len(bytes.TrimSpace(line)) == 0 {
			ix.stats.Blank++
			continue
		}
		if err := c.line(line, tooLong, extent{ix.start + start, ix.start + end}, lineNo); err != nil {
			return err
		}
	}
	ix.stats.Lines = lineNo
	return c.finish()
}

// checker finds the damaged and out-of-order lines of an index read from
// start to end. A line is in order when it sorts at or after the last
// line kept in order; one line of lookahead keeps a single line sorting
// far after its place from pushing every line behind it out of order:
// a line that sorts after its successor, which itself sorts in order,
// is the one out of order.
type checker struct {
	ix       *Index
	last     []byte // the prefix of the last line kept in order
	pending  []byte // the line waiting for its successor
	pendExt  extent
	pendLine int64
}

func (c *checker) line(line []byte, tooLong int, at extent, lineNo int64) error {
	ix := c.ix
	if tooLong > 0 {
		return c.fail(at, lineNo, fmt.Errorf("a line of %d bytes, more than the limit of %d (Limits.MaxLine)", tooLong, ix.limits.MaxLine))
	}
	if err := ix.format.check(line); err != nil {
		return c.fail(at, lineNo, err)
	}
	if c.pending != nil {
		p, _ := prefix(line)
		if err := c.decide(p); err != nil {
			return err
		}
	}
	c.pending = append(c.pending[:0], line...)
	c.pendExt, c.pendLine = at, lineNo
	return nil
}

// decide keeps the pending line in order or sets it aside, knowing the
// prefix of the line after it (nil at the end of the file).
func (c *checker) decide(next []byte) error {
	p, _ := prefix(c.pending)
	inOrder := bytes.Compare(c.last, p) <= 0 &&
		(next == nil || bytes.Compare(p, next) <= 0 || bytes.Compare(next, c.last) < 0)
	if inOrder {
		c.last = append(c.last[:0], p...)
		c.ix.stats.Sorted++
		return nil
	}
	ix := c.ix
	capture, err := ix.format.parse(c.pending)
	if err != nil {
		return c.fail(c.pendExt, c.pendLine, err)
	}
	capture.Source, capture.Line = ix.name, c.pendLine
	ix.aside = append(ix.aside, capture)
	ix.stats.OutOfOrder++
	return c.bad(c.pendExt, &LineError{File: ix.name, Line: c.pendLine, Offset: c.pendExt.start, Err: errOutOfOrder})
}

func (c *checker) fail(at extent, lineNo int64, err error) error {
	c.ix.stats.Failed++
	return c.bad(at, &LineError{File: c.ix.name, Line: lineNo, Offset: at.start, Err: err})
}

// bad records a line searches pass by, and refuses the index past the
// limit.
func (c *checker) bad(at extent, e *LineError) error {
	ix := c.ix
	ix.skip = append(ix.skip, at)
	ix.failures = append(ix.failures, e)
	if len(ix.skip) > ix.limits.MaxBadLines {
		return fmt.Errorf("%s: more than %d lines damaged or out of order (the first: line %d; the last read: line %d): not a sorted index; sort it with LC_ALL=C sort, or raise Limits.MaxBadLines",
			ix.name, ix.limits.MaxBadLines, ix.failures[0].Line, e.Line)
	}
	return nil
}

func (c *checker) finish() error {
	if c.pending == nil {
		return nil
	}
	return c.decide(nil)
}

// keyingVotes tells an index's keying from its first lines: the rules
// that compute the most of their keys from their URLs.
type keyingVotes [len(ruleNames)]int

func (v *keyingVotes) add(f *lineFormat, line []byte) {
	c, err := f.parse(line)
	if err != nil || c.URL == "" {
		return
	}
	for r := range v {
		if k, err := (Options{Rules: Rules(r)}).Key(c.URL); err == nil && k == c.Key {
			v[r]++
		}
	}
}

func (v *keyingVotes) best() Rules {
	best := RulesSURT
	for r := range v {
		if v[r] > v[best] {
			best = Rules(r)
		}
	}
	return best
}

// damaged records a damaged line a lookup met (CheckNone), once.
func (ix *Index) damaged(off int64, err error) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.seen == nil {
		ix.seen = map[int64]bool{}
	}
	if ix.seen[off] || len(ix.seen) >= ix.limits.MaxBadLines {
		return
	}
	ix.seen[off] = true
	ix.failures = append(ix.failures, &LineError{File: ix.name, Offset: off, Err: err})
}

// archiveFile returns the path of an archive the index names: in the
// folders of IndexOptions.Archives, or beside the index.
func (ix *Index) archiveFile(name string) (string, error) {
	dirs := ix.opts.Archives
	if len(dirs) == 0 {
		dirs = []string{filepath.Dir(ix.name)}
	}
	for _, d := range dirs {
		p := filepath.Join(d, filepath.FromSlash(name))
		if info, err := os.Stat(p); err == nil && info.Mode().IsRegular() {
			return p, nil
		}
	}
	return "", fmt.Errorf("archive %s not found in %v", name, dirs)
}
