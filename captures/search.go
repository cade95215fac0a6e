package captures

import (
	"bytes"
	"io"
	"sort"
	"sync"
	"time"
)

// Near returns the n captures filed under key (a key under ix.Rules())
// nearest to at, nearest first (of two as near, the earlier); n is capped
// at Limits.MaxCaptures. A damaged line met on the way (CheckNone) is
// recorded in Failures and passed by.
func (ix *Index) Near(key string, at time.Time, n int) ([]Capture, error) {
	n = min(n, ix.limits.MaxCaptures)
	r := readers.Get().(*blockReader)
	*r = blockReader{ix: ix, buf: r.buf[:0], block: probeSize}
	defer func() { r.ix = nil; readers.Put(r) }()
	keySp := []byte(key + " ")
	pos, err := r.lowerBound(append(keySp, timestamp14(at)...))
	if err != nil {
		return nil, err
	}
	fw := cursor{r: r, key: keySp, off: pos}
	bw := cursor{r: r, key: keySp, off: pos}
	next, prev := fw.forward(), bw.backward()
	// The out-of-order captures of the key, by timestamp: those before the
	// target are taken from the end, the others from the start.
	aside := ix.asideOf(key)
	split := sort.Search(len(aside), func(i int) bool { return !aside[i].Time.Before(at) })
	before, after := aside[:split], aside[split:]
	var out []Capture
	for len(out) < n {
		if next.err != nil {
			return out, next.err
		}
		if prev.err != nil {
			return out, prev.err
		}
		var lastBefore, firstAfter *Capture
		if len(before) > 0 {
			lastBefore = &before[len(before)-1]
		}
		if len(after) > 0 {
			firstAfter = &after[0]
		}
		var pick *Capture
		for _, c := range []*Capture{prev.c, lastBefore, next.c, firstAfter} {
			if c != nil && (pick == nil || nearer(c, pick, at)) {
				pick = c
			}
		}
		if pick == nil {
			break
		}
		out = append(out, *pick)
		switch pick {
		case prev.c:
			prev = bw.backward()
		case next.c:
			next = fw.forward()
		case lastBefore:
			before = before[:len(before)-1]
		default:
			after = after[1:]
		}
	}
	return out, nil
}

// nearer reports whether a is nearer to at than b; of two as near, the
// earlier (as pywb's closest sort keeps the first of its ascending
// captures).
func nearer(a, b *Capture, at time.Time) bool {
	da, db := a.Time.Sub(at).Abs(), b.Time.Sub(at).Abs()
	if da != db {
		return da < db
	}
	return a.Time.Before(b.Time)
}

// asideOf returns the out-of-order captures filed under key.
func (ix *Index) asideOf(key string) []Capture {
	i := sort.Search(len(ix.aside), func(i int) bool { return ix.aside[i].Key >= key })
	j := i
	for j < len(ix.aside) && ix.aside[j].Key == key {
		j++
	}
	return ix.aside[i:j]
}

// skipped returns the damaged or out-of-order line that holds off, if
// any.
func (ix *Index) skipped(off int64) (extent, bool) {
	i := sort.Search(len(ix.skip), func(i int) bool { return ix.skip[i].end > off })
	if i < len(ix.skip) && ix.skip[i].start <= off {
		return ix.skip[i], true
	}
	return extent{}, false
}

// A blockReader reads the lines of an index for one lookup, a block of
// the file at a time: the lines a search reads lie close together.
type blockReader struct {
	ix    *Index
	buf   []byte
	at    int64 // the offset of buf[0] in the file
	block int   // how much one read brings: small while bisecting
}

// readers keeps the block readers of finished lookups, buffers and all.
var readers = sync.Pool{New: func() any { return new(blockReader) }}

// The sizes of a read: a probe of the bisection wants a line or two, the
// lines of a key and the last span of the search want a block.
const (
	probeSize = 1 << 10
	blockSize = 16 << 10
)

// load reads the block of the file from off (at least want bytes, when
// the file has them).
func (r *blockReader) load(off int64, want int) error {
	n := max(r.block, want)
	if rest := r.ix.size - off; int64(n) > rest {
		n = int(rest)
	}
	if cap(r.buf) < n {
		r.buf = make([]byte, n)
	}
	r.buf = r.buf[:n]
	m, err := r.ix.f.ReadAt(r.buf, off)
	r.buf, r.at = r.buf[:m], off
	if err != nil && !(err == io.EOF && m == n) {
		return err
	}
	return nil
}

// lineAt reads the line that starts at off: its bytes without the line
// end (valid until the next read), and the offset after its end. A line
// longer than Limits.MaxLine comes back cut to it: it was reported when
// the index was opened, or fails where a lookup reads it.
func (r *blockReader) lineAt(off int64) ([]byte, int64, error) {
	limit := r.ix.limits.MaxLine + 2
	for want := r.block; ; want *= 2 {
		if off < r.at || off >= r.at+int64(len(r.buf)) {
			if err := r.load(off, want); err != nil {
				return nil, 0, err
			}
		}
		b := r.buf[off-r.at:]
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			return trimCR(b[:i]), off + int64(i) + 1, nil
		}
		if r.at+int64(len(r.buf)) >= r.ix.size {
			return trimCR(b), r.ix.size, nil // the last line, without a line end
		}
		if len(b) >= limit {
			end, err := r.lineEnd(off + int64(len(b)))
			if err != nil {
				return nil, 0, err
			}
			r.buf = r.buf[:0]
			if err := r.load(off, limit); err != nil {
				return nil, 0, err
			}
			return r.buf[:min(len(r.buf), limit)], end, nil
		}
		r.buf = r.buf[:0] // read again from off, more of it
	}
}

func trimCR(b []byte) []byte { return bytes.TrimSuffix(b, []byte("\r")) }

// lineEnd returns the offset after the line end at or after off, reading
// the file a block at a time without keeping it.
func (r *blockReader) lineEnd(off int64) (int64, error) {
	for off < r.ix.size {
		if err := r.load(off, blockSize); err != nil {
			return 0, err
		}
		if i := bytes.IndexByte(r.buf, '\n'); i >= 0 {
			return off + int64(i) + 1, nil
		}
		off += int64(len(r.buf))
	}
	return r.ix.size, nil
}

// lineStartAfter returns the start of the first line that starts at or
// after off.
func (r *blockReader) lineStartAfter(off int64) (int64, error) {
	ix := r.ix
	if off <= ix.start {
		return ix.start, nil
	}
	if e, ok := ix.skipped(off); ok {
		if e.start == off {
			return off, nil
		}
		return e.end, nil
	}
	_, end, err := r.lineAt(off - 1) // from the byte before: its line's end
	if err != nil {
		return 0, err
	}
	return end, nil
}

// lineStartBefore returns the start of the line that ends just before
// off (off > ix.start, a line start).
func (r *blockReader) lineStartBefore(off int64) (int64, error) {
	ix := r.ix
	if e, ok := ix.skipped(off - 1); ok {
		return e.start, nil
	}
	end := off - 1 // the previous line's line end
	for end > ix.start {
		if end <= r.at || end > r.at+int64(len(r.buf)) {
			lo := max(ix.start, end-blockSize)
			if err := r.load(lo, int(end-lo)); err != nil {
				return 0, err
			}
		}
		if i := bytes.LastIndexByte(r.buf[:end-r.at], '\n'); i >= 0 {
			return r.at + int64(i) + 1, nil
		}
		if r.at <= ix.start {
			break
		}
		end = r.at
	}
	return ix.start, nil
}

// sortedLineFrom returns the first line at or after off, before limit,
// that is kept in order and has a key and timestamp: its start, its
// prefix and its end; limit when there is none.
func (r *blockReader) sortedLineFrom(off, limit int64) (int64, []byte, int64, error) {
	for off < limit {
		if e, ok := r.ix.skipped(off); ok {
			off = e.end
			continue
		}
		line, end, err := r.lineAt(off)
		if err != nil {
			return 0, nil, 0, err
		}
		if p, err := prefix(line); err == nil {
			return off, p, end, nil
		}
		off = end
	}
	return limit, nil, limit, nil
}

// lowerBound returns the offset of the first line kept in order whose
// prefix sorts at or after target, or the file's size.
//
// Invariant: every line kept in order that starts before lo sorts before
// target, every one that starts at or after hi sorts at or after it.
func (r *blockReader) lowerBound(target []byte) (int64, error) {
	lo, hi := r.ix.start, r.ix.size
	r.block = probeSize
	defer func() { r.block = blockSize }()
	for depth := 0; hi-lo > blockSize; depth++ {
		p, err := r.probe(lo, hi, depth)
		if err != nil {
			return 0, err
		}
		switch {
		case p.start >= hi:
			hi = lo + (hi-lo)/2
		case p.prefix < string(target):
			lo = p.end
		default:
			hi = p.start
		}
	}
	r.block = int(min(hi-lo, blockSize)) // the last span, in one read
	for lo < hi {
		s, p, end, err := r.sortedLineFrom(lo, hi)
		if err != nil {
			return 0, err
		}
		if s >= hi || bytes.Compare(p, target) >= 0 {
			return s, nil
		}
		lo = end
	}
	return hi, nil
}

// A probe is what the bisection finds in the middle of a span: the first
// line kept in order there (its start, prefix and end), or start = the
// span's end when there is none.
type probe struct {
	start, end int64
	prefix     string
}

// probeCacheDepth is how many levels of the bisection are kept: every
// lookup starts with the same probes, and 2^12-1 of them cost a fixed few
// hundred kilobytes, whatever the size of the index.
const probeCacheDepth = 12

type span struct{ lo, hi int64 }

// probe returns the probe of the span [lo, hi), from the cache of the top
// levels of the bisection when there.
func (r *blockReader) probe(lo, hi int64, depth int) (probe, error) {
	ix := r.ix
	if depth < probeCacheDepth {
		ix.mu.Lock()
		p, ok := ix.probes[span{lo, hi}]
		ix.mu.Unlock()
		if ok {
			return p, nil
		}
	}
	s, err := r.lineStartAfter(lo + (hi-lo)/2)
	if err != nil {
		return probe{}, err
	}
	s, pre, end, err := r.sortedLineFrom(s, hi)
	if err != nil {
		return probe{}, err
	}
	p := probe{start: s, end: end, prefix: string(pre)}
	if depth < probeCacheDepth {
		ix.mu.Lock()
		if ix.probes == nil {
			ix.probes = map[span]probe{}
		}
		ix.probes[span{lo, hi}] = p
		ix.mu.Unlock()
	}
	return p, nil
}

// A cursor walks the lines of one key from a place in the index, forward
// or backward, passing by damaged and out-of-order lines.
type cursor struct {
	r   *blockReader
	key []byte
	off int64 // forward: the next line to read; backward: the line after the next to read
}

type step struct {
	c   *Capture
	err error
}

func (cu *cursor) forward() step {
	ix := cu.r.ix
	for cu.off < ix.size {
		off := cu.off
		if e, ok := ix.skipped(off); ok {
			cu.off = e.end
			continue
		}
		line, end, err := cu.r.lineAt(off)
		if err != nil {
			return step{err: err}
		}
		cu.off = end
		if c, ok, done := cu.read(line, off); done {
			return step{}
		} else if ok {
			return step{c: c}
		}
	}
	return step{}
}

func (cu *cursor) backward() step {
	ix := cu.r.ix
	for cu.off > ix.start {
		off, err := cu.r.lineStartBefore(cu.off)
		if err != nil {
			return step{err: err}
		}
		cu.off = off
		if _, ok := ix.skipped(off); ok {
			continue
		}
		line, _, err := cu.r.lineAt(off)
		if err != nil {
			return step{err: err}
		}
		if c, ok, done := cu.read(line, off); done {
			return step{}
		} else if ok {
			return step{c: c}
		}
	}
	return step{}
}

// read reads a line met by a cursor: a capture of the key (ok), a line
// of another key (done), or a line without a key, blank or damaged,
// passed by (neither).
func (cu *cursor) read(line []byte, off int64) (c *Capture, ok, done bool) {
	ix := cu.r.ix
	if _, err := prefix(line); err != nil {
		if len(bytes.TrimSpace(line)) > 0 {
			ix.damaged(off, err)
		}
		return nil, false, false
	}
	if !bytes.HasPrefix(line, cu.key) {
		return nil, false, true
	}
	capture, err := ix.format.parse(line)
	if err != nil {
		ix.damaged(off, err)
		return nil, false, false
	}
	capture.Source = ix.name
	return &capture, true, false
}
