package whatwg

import (
	"sort"
	"sync/atomic"

	"github.com/uridialect/uridialect/dialect"
	"strings"
	"sync"
)

// An input is the text the state machine reads, after the basic URL
// parser's first steps: "Remove any leading and trailing C0 control or
// space from input" and "Remove all ASCII tab or newline from input". It
// maps offsets in what remains back to offsets in the original text.
type input struct {
	text    string
	lead    int   // bytes trimmed at the start
	removed []int // offsets in text before which a tab or newline was removed, one entry each
}

func isC0OrSpace(c byte) bool { return c <= 0x20 }

func isTabOrNewline(c byte) bool { return c == '\t' || c == '\n' || c == '\r' }

// prepare trims s and removes its tabs and newlines. It copies s only
// when s holds a tab or newline between its ends.
func prepare(s string) input {
	lo, hi := 0, len(s)
	for lo < hi && isC0OrSpace(s[lo]) {
		lo++
	}
	for hi > lo && isC0OrSpace(s[hi-1]) {
		hi--
	}
	t := s[lo:hi]
	in := input{text: t, lead: lo}
	// No byte below U+000E, the commonest case, is no tab or newline.
	if !hasBelow(t, '\r'+1) || strings.IndexByte(t, '\t') < 0 && strings.IndexByte(t, '\n') < 0 && strings.IndexByte(t, '\r') < 0 {
		return in
	}
	var b strings.Builder
	b.Grow(len(t))
	for i := 0; i < len(t); i++ {
		if isTabOrNewline(t[i]) {
			in.removed = append(in.removed, b.Len())
			continue
		}
		b.WriteByte(t[i])
	}
	in.text = b.String()
	return in
}

// orig returns the offset in the original text of offset k of in.text.
// A position at a removed tab maps to the code point after it.
func (in *input) orig(k int) int {
	n := sort.Search(len(in.removed), func(j int) bool { return in.removed[j] > k })
	return k + in.lead + n
}

// parsers are reused from call to call, with their buffers, so that a
// resolution allocates only its result.
var parsers = sync.Pool{New: func() any { return &parser{out: make([]byte, 0, 256)} }}

// maxKeep is the largest buffer a pooled parser keeps: room for the
// output of an input of the default limit, every byte of which may become
// the nine of "%EF%BF%BD".
const maxKeep = 9*dialect.DefaultMaxLength + 64

// keepSmall is the largest buffer that goes back to the pool rather than
// to the spare: the spare is for long inputs only, so that parsers of
// ordinary URLs, one per core in the pool, never contend for it.
const keepSmall = 64 << 10

// spare is one parser kept outside the pool, which garbage collection
// empties: a batch of long inputs allocates a result per input, so
// collections come often, and without it each would cost the next call a
// new buffer. It holds at most maxKeep bytes.
var spare atomic.Pointer[parser]

func getParser() *parser { return getParserFor(0) }

// getParserFor returns a parser for an output of about need bytes: the
// spare for a long one, else one from the pool.
func getParserFor(need int) *parser {
	var p *parser
	if need > keepSmall {
		p = spare.Swap(nil)
	}
	if p == nil {
		p = parsers.Get().(*parser)
	}
	p.reset()
	return p
}

// putParser returns p to the pool. It keeps buffers of any size up to
// what the longest input can need: the pool lets them go at the next
// garbage collections, and a batch of long inputs reuses them meanwhile.
func putParser(p *parser) {
	p.release()
	if cap(p.out) <= keepSmall || !spare.CompareAndSwap(nil, p) {
		parsers.Put(p)
	}
}

// reset readies p for an input.
func (p *parser) reset() {
	p.out = p.out[:0]
	p.base, p.report, p.trace, p.enc = nil, nil, nil, nil
	p.fail = errNone
}

// release lets go of the texts p read, once done with an input, and of
// a buffer larger than any input can need.
func (p *parser) release() {
	if cap(p.out) > maxKeep {
		p.out = make([]byte, 0, 256)
	}
	if cap(p.scratch) > maxKeep {
		p.scratch = nil
	}
	p.in, p.base, p.baseVal.src = "", nil, ""
}
