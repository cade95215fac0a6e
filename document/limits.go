package document

import (
	"fmt"
	"io"
)

// Limits bound the work one tag can ask of the extractor. The HTML
// Standard sets no bound on a tag's attributes, nor do browsers; these
// are ours, so that a page made to exhaust memory costs what a page of
// its size costs (a tag of four million attributes, 41 MB, took 1.4 GB
// before, in golang.org/x/net/html's tokenizer, which keeps a span and a
// map entry for each). Passing one is not an error: what lies past it is
// not read, and counted ([Extractor.Limited]), for the caller to report
// as a warning on the document.
type Limits struct {
	// MaxAttributes is how many attributes of one tag are read; the
	// attributes after them are not read, by the extractor nor by the
	// tokenizer (they are handed to it as white space).
	MaxAttributes int
	// MaxAttributeBytes is the longest attribute value read as a link
	// (or, for a style attribute, as a style sheet); a longer one is not
	// read.
	MaxAttributeBytes int
}

// DefaultLimits are the limits of an extractor until SetLimits: 10,000
// attributes a tag (pages hold tens; SVG and framework markup a few
// hundred at most) and 8 MiB a value (a data: URL of an inlined image is
// rarely bigger).
var DefaultLimits = Limits{MaxAttributes: 10_000, MaxAttributeBytes: 8 << 20}

// Limited counts what a document held past the extractor's limits.
type Limited struct {
	// Tags counts the tags with more attributes than MaxAttributes;
	// Attributes, the attributes left unread in them.
	Tags, Attributes int
	// Values counts the URI attribute values longer than
	// MaxAttributeBytes, not read.
	Values int
}

// Warnings says what was left unread, one line for each limit passed,
// nil when none was.
func (l Limited) Warnings(limits Limits) []string {
	var w []string
	if l.Tags > 0 {
		w = append(w, fmt.Sprintf("%d tags hold more than %d attributes (the limit): %d attributes past it not read", l.Tags, limits.MaxAttributes, l.Attributes))
	}
	if l.Values > 0 {
		w = append(w, fmt.Sprintf("%d attribute values longer than %d bytes (the limit) not read as links", l.Values, limits.MaxAttributeBytes))
	}
	return w
}

// longToken is the size past which the token the tokenizer is reading
// is looked at (tagSource.limit): shorter tags cannot hold enough
// attributes to matter, and most pages have no token this long.
const longToken = 64 << 10

// A tagSource hands a document to the tokenizer, as a bytes.Reader
// would, except that the attributes of a start tag past the limit are
// handed over as spaces: the tokenizer then keeps no span and no map
// entry for them, and offsets (the sum of its tokens' lengths) stay the
// document's. It knows where the token being read starts (tok, set by
// the extractor before each token), and looks at a token only when the
// tokenizer asks for more of it than longToken.
type tagSource struct {
	doc []byte
	pos int // the next byte to hand over
	// tok is where the token being read starts, prev where the one before
	// it started, prevStart whether that one was a start tag (not
	// self-closing): the tokenizer reads raw text after some.
	tok, prev int
	prevStart bool
	looked    int // the token at looked was looked at, -1 for none
	blank     span
	max       int
	attrs     []attr
}

func (s *tagSource) reset(doc []byte, max int) {
	*s = tagSource{doc: doc, looked: -1, blank: noSpan, max: max, attrs: s.attrs[:0]}
}

func (s *tagSource) Read(p []byte) (int, error) {
	if s.pos >= len(s.doc) {
		return 0, io.EOF
	}
	if s.pos-s.tok > longToken && s.looked != s.tok {
		s.looked = s.tok
		s.limit()
	}
	n := copy(p, s.doc[s.pos:])
	if s.blank.hi > s.pos {
		for i := max(s.blank.lo, s.pos); i < min(s.blank.hi, s.pos+n); i++ {
			p[i-s.pos] = ' '
		}
	}
	s.pos += n
	return n, nil
}

// limit looks at the token being read: when it is a start tag of more
// attributes than the limit, the attributes past the limit not yet
// handed over become spaces, up to the tag's ">" (a "/" before it is
// kept, for the tag to stay self-closing).
func (s *tagSource) limit() {
	doc, lo := s.doc, s.tok
	if s.max < 0 || lo+1 >= len(doc) || doc[lo] != '<' || !isLetter(doc[lo+1]) || s.rawText() {
		return
	}
	attrs, i := scanAttrs(doc, tagNameEnd(doc, lo+1, len(doc)), len(doc), s.attrs[:0], s.max)
	s.attrs = attrs[:0]
	if len(attrs) < s.max {
		return
	}
	// The attributes from doc[i] on are past the limit: the first of them
	// not handed over yet starts the blank.
	from := -1
	for i < len(doc) && doc[i] != '>' {
		if i >= s.pos && from < 0 {
			from = i
		}
		_, i = scanAttrs(doc, i, len(doc), s.attrs[:0], 1)
	}
	end := i
	if end < len(doc) && doc[end-1] == '/' {
		end--
	}
	if from >= 0 && from < end {
		s.blank = span{from, end}
	}
}

// rawText reports whether the token at s.tok is the raw text of the
// element whose start tag came before it: the tokenizer reads the
// content of SCRIPT, STYLE, TEXTAREA, TITLE, XMP and PLAINTEXT as text,
// and that of IFRAME, NOEMBED, NOFRAMES and NOSCRIPT after a self-closing
// tag (the extractor makes it read their content as markup after a start
// tag: see read).
func (s *tagSource) rawText() bool {
	doc, lo := s.doc, s.prev
	if lo+1 >= len(doc) || doc[lo] != '<' || !isLetter(doc[lo+1]) {
		return false
	}
	name := doc[lo+1 : tagNameEnd(doc, lo+1, s.tok)]
	for _, n := range []string{"script", "style", "textarea", "title", "xmp", "plaintext"} {
		if equalFoldString(name, n) {
			return true
		}
	}
	for _, n := range []string{"iframe", "noembed", "noframes", "noscript"} {
		if equalFoldString(name, n) {
			return !s.prevStart
		}
	}
	return false
}

// countAttrs returns the number of attributes of a tag from doc[i] to
// its ">" (or hi), without keeping them.
func countAttrs(doc []byte, i, hi int) int {
	var one [1]attr
	n := 0
	for i < hi && doc[i] != '>' {
		var got []attr
		got, i = scanAttrs(doc, i, hi, one[:0], 1)
		n += len(got)
	}
	return n
}
