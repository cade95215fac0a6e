package document

import (
	"bytes"
	"io"

	"golang.org/x/net/html"
)

// An Extractor finds the links of an HTML document, one at a time, as
// golang.org/x/net/html's tokenizer reads it. Its zero value is not
// usable: call NewExtractor. An Extractor may be reused for document
// after document with Reset, which keeps its buffers: after the first
// few documents it allocates nothing per link.
type Extractor struct {
	doc    []byte
	r      bytes.Reader
	z      *html.Tokenizer
	off    int // offset of the next token in doc
	done   bool
	style  bool // the next text token is the content of a STYLE element
	attrs  []attr
	html5  []span // per attrs index: the HTML Standard's value in buf, or lo < 0
	spans  []span
	queue  []Link
	next   int
	buf    []byte
	tokens int
}

// NewExtractor returns an Extractor reading doc.
func NewExtractor(doc []byte) *Extractor {
	x := &Extractor{}
	x.Reset(doc)
	return x
}

// Reset makes x read doc from the start. The links x returned before are
// no longer valid.
func (x *Extractor) Reset(doc []byte) {
	x.doc = doc
	x.r.Reset(doc)
	x.z = html.NewTokenizer(&x.r)
	x.off, x.done, x.style = 0, false, false
	x.queue, x.next = x.queue[:0], 0
	x.buf = x.buf[:0]
	x.tokens = 0
}

// Tokens returns the number of tokens read so far.
func (x *Extractor) Tokens() int { return x.tokens }

// Next returns the next link, or nil and io.EOF at the end of the
// document. The Link is x's own and is overwritten by the next call.
// Reading never fails otherwise: markup that is not well formed yields
// the links a browser would have found.
func (x *Extractor) Next() (*Link, error) {
	for x.next >= len(x.queue) {
		if x.done {
			return nil, io.EOF
		}
		x.queue, x.next = x.queue[:0], 0
		x.advance()
	}
	l := &x.queue[x.next]
	x.next++
	return l, nil
}

// All reads the rest of the document and returns all its links, in
// order. The slice and the links are x's own, valid until the next Reset.
// It does what calling Next to the end does, without copying each link.
func (x *Extractor) All() []Link { return x.Some(-1) }

// Some reads on until it has n links not yet returned (all of them if n
// < 0) or the document ends, and returns them in order; nil at the end.
// The slice and the links are x's own, valid until the next call to
// Next, Some, All or Reset. Reading a document a few hundred links at a
// time keeps memory bounded and the work in cache.
func (x *Extractor) Some(n int) []Link {
	if x.next >= len(x.queue) {
		x.queue, x.next = x.queue[:0], 0
	} else if x.next > 0 {
		x.queue, x.next = x.queue[x.next:], 0
	}
	for !x.done && (n < 0 || len(x.queue) < n) {
		x.advance()
	}
	x.next = len(x.queue)
	if len(x.queue) == 0 {
		return nil
	}
	return x.queue
}

// advance reads one token and queues its links.
func (x *Extractor) advance() {
	z := x.z
	tt := z.Next()
	x.tokens++
	lo := x.off
	if tt == html.ErrorToken {
		x.done = true
		x.leftover(lo)
		return
	}
	x.off += len(z.Raw())
	style := x.style
	x.style = false
	switch tt {
	case html.StartTagToken, html.SelfClosingTagToken:
		name := x.tag(lo, x.off, false)
		if tt == html.StartTagToken {
			switch {
			case equalFoldString(name, "style"):
				x.style = true
			case equalFoldString(name, "noframes"), equalFoldString(name, "noscript"),
				equalFoldString(name, "noembed"), equalFoldString(name, "iframe"):
				// The tokenizer reads their content as text, as a browser
				// with frames, scripts, plug-ins enabled does. A browser of
				// the 1990s without them rendered it as markup, links
				// included.
				z.NextIsNotRawText()
			}
		}
	case html.TextToken:
		if style {
			x.css(styleContent, "style", lo, x.off, false)
		}
	}
}

// leftover reads what the tokenizer dropped at the end of the document:
// a start tag left open at the end of file, which the HTML Standard
// discards ("eof-in-tag") but the browsers of the 1990s read.
func (x *Extractor) leftover(lo int) {
	doc := x.doc
	if lo+1 < len(doc) && doc[lo] == '<' && isLetter(doc[lo+1]) {
		x.tag(lo, len(doc), true)
	}
}

var styleContent = func() *Attribute {
	for i := range Attributes {
		if a := &Attributes[i]; a.Element == "style" && a.Name == "" {
			return a
		}
	}
	panic("document: no STYLE entry in Attributes")
}()

var styleAttribute = byElement["*"][0]

// tag queues the links of the start tag doc[lo:hi] and returns its name.
func (x *Extractor) tag(lo, hi int, unclosed bool) []byte {
	doc := x.doc
	elem := doc[lo+1 : tagNameEnd(doc, lo+1, hi)]
	entries := lookupElement(elem)
	// Most tags of a page are of elements without URIs (P, B, TD, FONT):
	// unless "style" occurs in one, its attributes are not scanned.
	if len(entries) == 0 && indexFold(doc[lo:hi], "style") < 0 {
		return elem
	}
	x.attrs = scanTag(doc, lo, hi, x.attrs[:0])
	_, hasStyle := find(doc, x.attrs, "style")
	if len(entries) == 0 && !hasStyle {
		return elem
	}
	elemName := ""
	if len(entries) > 0 {
		elemName = entries[0].Element
	}
	if !unclosed {
		x.readHTML5(entries)
	}
	var codebase []byte
	hasCodebase := false
	for _, e := range entries {
		if e.Base == CodebaseBase {
			if a, ok := find(doc, x.attrs, "codebase"); ok {
				codebase, hasCodebase = x.decode(a.value), true
			}
			break
		}
	}
	// The first attribute of each name counts, as for the tokenizer: seen
	// marks the table entries (and the style attribute, last) already
	// matched, which keeps a tag of many repeated attributes linear.
	var seen [maxEntries + 1]bool
	for i, a := range x.attrs {
		an := doc[a.name.lo:a.name.hi]
		if hasStyle && equalFoldString(an, "style") {
			if seen[maxEntries] {
				continue
			}
			seen[maxEntries] = true
			if elemName == "" {
				elemName = string(lower8(elem))
			}
			x.css(styleAttribute, elemName, a.value.lo, a.value.hi, unclosed)
			continue
		}
		for k, e := range entries {
			if !equalFoldString(an, e.Name) {
				continue
			}
			if seen[k] {
				break
			}
			seen[k] = true
			l := Link{Element: e.Element, Attr: e.Name, Base: e.Base, Attribute: e, Unclosed: unclosed}
			if e.Base == CodebaseBase && hasCodebase {
				l.Codebase = codebase
			}
			switch e.Value {
			case RefreshValue:
				if he, ok := find(doc, x.attrs, "http-equiv"); !ok || !equalFoldString(bytes.TrimSpace(doc[he.value.lo:he.value.hi]), "refresh") {
					continue
				}
				if s, ok := refreshURI(doc, a.value.lo, a.value.hi); ok {
					x.push(&l, s, span{-1, -1})
				}
			default:
				switch e.List {
				case OneURI:
					x.push(&l, a.value, x.html5At(i))
				default:
					x.list(&l, a.value, e.List)
				}
			}
			break
		}
	}
	return elem
}

// lower8 returns the lower-case form of a short element name for a link
// found by the style attribute on an element outside the table; it
// allocates, but only for such elements.
func lower8(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = lower(c)
	}
	return out
}

// list queues one link per item of a list value.
func (x *Extractor) list(l *Link, v span, kind ListKind) {
	doc := x.doc
	for i := v.lo; i < v.hi; {
		for i < v.hi && (isSpace(doc[i]) || kind == CommaSeparated && doc[i] == ',') {
			i++
		}
		j := i
		for j < v.hi && !isSpace(doc[j]) && !(kind == CommaSeparated && doc[j] == ',') {
			j++
		}
		if j > i {
			x.push(l, span{i, j}, span{-1, -1})
		}
		i = j
	}
}

// css queues the URIs of the style sheet text doc[lo:hi].
func (x *Extractor) css(e *Attribute, elem string, lo, hi int, unclosed bool) {
	start := len(x.spans)
	x.spans = appendCSSURIs(x.doc, lo, hi, x.spans)
	kind := Link{Element: elem, Attr: e.Name, Attribute: e, Unclosed: unclosed}
	for _, s := range x.spans[start:] {
		x.push(&kind, s, span{-1, -1})
	}
	x.spans = x.spans[:start]
}

// push queues a link of l's kind for the raw value s, with the HTML
// Standard's value h (h.lo < 0 for none). The link is built in place in
// the queue.
func (x *Extractor) push(kind *Link, s, h span) {
	x.queue = append(x.queue, *kind)
	l := &x.queue[len(x.queue)-1]
	l.Offset, l.Len = s.lo, s.hi-s.lo
	raw := x.doc[s.lo:s.hi]
	l.Raw = raw
	// One scan of the value serves both readings: most values need no
	// decoding, and then only their ends can make the HTML Standard's
	// reading differ.
	decoded := needsDecoding(raw)
	if decoded {
		l.Value = x.decodeRaw(raw)
	} else {
		l.Value = raw
	}
	if h.lo >= 0 {
		if v := x.buf[h.lo:h.hi]; !bytes.Equal(v, l.Value) {
			l.HTML5 = v
		}
	} else if !l.Unclosed && l.Attribute.Value == URIValue && l.Attribute.List == OneURI && (decoded || !plainEnds(raw)) {
		if v := html5Trim(l.Raw); !bytes.Equal(v, l.Value) {
			l.HTML5 = x.appendHTML5(v)
		}
	}
}

// decode returns the value of the raw span s as the HTML of the 1990s read
// it: a slice of the document when nothing changes, else of x.buf.
func (x *Extractor) decode(s span) []byte {
	raw := x.doc[s.lo:s.hi]
	if !needsDecoding(raw) {
		return raw
	}
	return x.decodeRaw(raw)
}

// decodeRaw decodes raw, which needs decoding, into x.buf.
func (x *Extractor) decodeRaw(raw []byte) []byte {
	start := len(x.buf)
	x.buf = appendDecoded(x.buf, raw)
	v := x.buf[start:]
	// HTML 4.01, Section 6.2: "Ignore line feeds. Replace each carriage
	// return or tab with a single space." and "User agents may ignore
	// leading and trailing white space in CDATA attribute values".
	n := 0
	for _, c := range v {
		switch c {
		case '\n':
			continue
		case '\r', '\t':
			c = ' '
		}
		v[n] = c
		n++
	}
	v = bytes.Trim(v[:n], " \f")
	return v
}

// plainEnds reports a value with nothing at or below the space at either
// end.
func plainEnds(raw []byte) bool {
	return len(raw) == 0 || raw[0] > ' ' && raw[len(raw)-1] > ' '
}

func needsDecoding(raw []byte) bool {
	if len(raw) > 0 && (isSpace(raw[0]) || isSpace(raw[len(raw)-1])) {
		return true
	}
	// The bytes that make a value's reading differ from its raw bytes
	// inside it, each found by a vectorised search: a value is read once
	// per link, and most hold none of them.
	return bytes.IndexByte(raw, '&') >= 0 || bytes.IndexByte(raw, '\n') >= 0 ||
		bytes.IndexByte(raw, '\r') >= 0 || bytes.IndexByte(raw, '\t') >= 0
}

// readHTML5 records, for each attribute with a character reference in a
// URI-valued attribute, the value as the tokenizer decodes it (the HTML
// Standard's attribute rules), before anything else reads the token.
func (x *Extractor) readHTML5(entries []*Attribute) {
	x.html5 = x.html5[:0]
	need := false
	for _, a := range x.attrs {
		x.html5 = append(x.html5, span{-1, -1})
		if bytes.IndexByte(x.doc[a.value.lo:a.value.hi], '&') >= 0 {
			need = true
		}
	}
	if !need {
		return
	}
	j := 0
	for more := true; more && j < len(x.attrs); {
		var k, v []byte
		k, v, more = x.z.TagAttr()
		for j < len(x.attrs) && !equalFold(x.doc[x.attrs[j].name.lo:x.attrs[j].name.hi], k) {
			j++
		}
		if j == len(x.attrs) {
			break
		}
		start := len(x.buf)
		x.buf = append(x.buf, html5Trim(v)...)
		x.html5[j] = span{start, len(x.buf)}
		j++
	}
}

func (x *Extractor) html5At(i int) span {
	if i < len(x.html5) {
		return x.html5[i]
	}
	return span{-1, -1}
}

// appendHTML5 copies v into x.buf.
func (x *Extractor) appendHTML5(v []byte) []byte {
	start := len(x.buf)
	x.buf = append(x.buf, v...)
	return x.buf[start:]
}

// html5Trim applies the URL parser's first steps (URL Standard, Section
// 4.4, "basic URL parser"): remove leading and trailing C0 controls and
// spaces, and every ASCII tab or newline. It works in place when it must
// remove a tab or newline inside v, so v must be x's own copy or free of
// them; a slice of the document never has to change in place because
// then html5Trim copies.
func html5Trim(v []byte) []byte {
	for len(v) > 0 && v[0] <= ' ' {
		v = v[1:]
	}
	for len(v) > 0 && v[len(v)-1] <= ' ' {
		v = v[:len(v)-1]
	}
	if bytes.IndexAny(v, "\t\n\r") < 0 {
		return v
	}
	out := make([]byte, 0, len(v))
	for _, c := range v {
		if c != '\t' && c != '\n' && c != '\r' {
			out = append(out, c)
		}
	}
	return out
}

func isLetter(c byte) bool { return 'a' <= lower(c) && lower(c) <= 'z' }

// MayHoldBase reports whether doc may hold a BASE element: false means it
// holds none (no "<base", in any case, occurs in it), so that a reader can
// establish the base before it reads the links, and resolve each as it
// comes.
func MayHoldBase(doc []byte) bool {
	// Two searches, for "<b" and "<B", stop at far fewer tags than one
	// for every "<".
	return mayHoldBase(doc, lowerB) || mayHoldBase(doc, upperB)
}

var lowerB, upperB = []byte("<b"), []byte("<B")

// mayHoldBase reports whether "<base", in any case, occurs in doc where
// prefix ("<b" or "<B") does.
func mayHoldBase(doc, prefix []byte) bool {
	for i := 0; ; {
		j := bytes.Index(doc[i:], prefix)
		if j < 0 {
			return false
		}
		i += j + 2
		if i+3 <= len(doc) && equalFoldString(doc[i:i+3], "ase") {
			return true
		}
	}
}
