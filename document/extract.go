package document

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/bits"

	"golang.org/x/net/html"
)

// An Extractor finds the links of an HTML document, one at a time, as
// golang.org/x/net/html's tokenizer reads it. Its zero value is not
// usable: call NewExtractor. An Extractor may be reused for document
// after document with Reset, which keeps its buffers: after the first
// few documents it allocates nothing per link.
type Extractor struct {
	doc   []byte
	src   tagSource // hands doc to the tokenizer
	z     *html.Tokenizer
	off   int // offset of the next token in doc
	done  bool
	style bool // the next text token is the content of a STYLE element
	attrs []attr
	html5 []span // per attrs index: the HTML Standard's value in buf, or lo < 0
	spans []span
	queue []pending // links found and not yet returned from queue[next:]
	next  int
	buf   []byte
	names []string // lower-case names of elements outside the table with a style attribute
	link  Link     // the link Next returns
	// byEntry holds the link Next returns for each entry of attributes
	// found on its own element; entriesSet marks those whose element,
	// attribute and entry are set, entriesLive those that point into the
	// document.
	byEntry                 []Link
	entriesSet, entriesLive uint64
	links                   []Link // the links Some returns
	tokens                  int
	limits                  Limits
	limited                 Limited
	// utf16 holds a document read in UTF-16, decoded: doc is its text.
	utf16 utf16Doc
}

// A pending link is one found and not yet returned, held as offsets: a
// Link holds seven pointers, and while the garbage collector marks, every
// pointer written to the heap costs a write barrier. Links are built as
// pending ones, and the Link handed out is filled from them, each field
// written only where it changed.
type pending struct {
	raw      span  // the raw value, in doc
	value    span  // the value as HTML 2.0 to 4.01 read it: in doc, or in buf (valueInBuf)
	html5    span  // the HTML Standard's reading, in buf; lo < 0 when it is the value
	codebase span  // the element's CODEBASE, in doc or in buf (codebaseInBuf); lo < 0 for none
	entry    int32 // the index in attributes of the entry that found it
	elem     int32 // the element: attributes[elem].Element, or names[-1-elem]
	flags    uint8
}

const (
	valueInBuf uint8 = 1 << iota
	codebaseInBuf
	unclosedTag
	ieConditional // in an Internet Explorer conditional comment
	codebaseDirectory
)

var noSpan = span{-1, -1}

// NewExtractor returns an Extractor reading doc.
func NewExtractor(doc []byte) *Extractor {
	x := &Extractor{buf: make([]byte, 0, 256), byEntry: make([]Link, len(attributes)), limits: DefaultLimits}
	x.Reset(doc)
	return x
}

// Reset makes x read doc from the start, as bytes of an encoding whose
// ASCII is ASCII (see [Charset]). The links x returned before are no
// longer valid.
func (x *Extractor) Reset(doc []byte) { x.ResetEncoded(doc, "") }

// ResetEncoded is Reset for a document in the encoding named, by its
// Encoding Standard name (Charset.Name). A UTF-16 document ("utf-16le",
// "utf-16be"; a byte order mark at its start decides, as in
// DetectCharset) is decoded to UTF-8 first, as the Encoding Standard
// decodes it: its links' Offset and Len are in doc's bytes (what a
// rewrite replaces, written with [EncodeText]), their Raw, Value and
// HTML5 are UTF-8. A document in any other encoding is read as Reset
// reads it.
func (x *Extractor) ResetEncoded(doc []byte, encoding string) {
	x.utf16.reset(doc, encoding)
	if x.utf16.on {
		doc = x.utf16.text
	}
	x.doc = doc
	x.src.reset(doc, x.limits.MaxAttributes)
	x.z = html.NewTokenizer(&x.src)
	x.limited = Limited{}
	x.off, x.done, x.style = 0, false, false
	x.queue, x.next = x.queue[:0], 0
	x.buf = x.buf[:0]
	x.names = x.names[:0]
	// The previous document is let go.
	if x.link.Raw != nil {
		x.link = Link{}
	}
	// Of the Links of the entries used, only the slices point into the
	// document: their element, attribute and entry stay.
	for m := x.entriesLive; m != 0; m &= m - 1 {
		l := &x.byEntry[bits.TrailingZeros64(m)]
		l.Raw, l.Value, l.HTML5, l.Codebase = nil, nil, nil, nil
	}
	x.entriesLive = 0
	clear(x.links)
	x.links = x.links[:0]
	x.tokens = 0
}

// SetLimits sets the limits of the documents x reads from its next Reset
// on; a limit of 0 or less is no limit.
func (x *Extractor) SetLimits(l Limits) {
	x.limits = l
	if l.MaxAttributes <= 0 {
		x.limits.MaxAttributes = -1
	}
	if l.MaxAttributeBytes <= 0 {
		x.limits.MaxAttributeBytes = -1
	}
}

// Limited returns what the document read so far held past x's limits:
// once the document is read to its end, the whole of it.
func (x *Extractor) Limited() Limited { return x.limited }

// Tokens returns the number of tokens read so far.
func (x *Extractor) Tokens() int { return x.tokens }

// Next returns the next link, or nil and io.EOF at the end of the
// document. The Link is x's own and is overwritten by the next call.
// Reading never fails otherwise: markup that is not well formed yields
// the links a browser would have found.
func (x *Extractor) Next() (*Link, error) {
	if x.next >= len(x.queue) {
		x.queue, x.next = x.queue[:0], 0
		x.read(1)
		if len(x.queue) == 0 {
			return nil, io.EOF
		}
	}
	p := &x.queue[x.next]
	x.next++
	// A link of an entry's own element is filled into that entry's Link,
	// whose element and attribute stay as they were: each pointer written
	// costs a write barrier while the garbage collector marks.
	if p.elem != p.entry {
		x.fill(&x.link, p)
		return &x.link, nil
	}
	l := &x.byEntry[p.entry]
	bit := uint64(1) << p.entry
	if x.entriesSet&bit == 0 {
		x.entriesSet |= bit
		x.fill(l, p)
	} else {
		x.fillValue(l, p)
	}
	x.entriesLive |= bit
	return l, nil
}

// All reads the rest of the document and returns all its links, in
// order. The slice and the links are x's own, valid until the next Reset.
// It does what calling Next to the end does, without copying each link.
func (x *Extractor) All() []Link { return x.Some(-1) }

// Some reads on until it has n links not yet returned (all of them if n
// < 0) or the document ends, and returns them in order; nil at the end.
// The slice and the links are x's own, valid until the next call to
// Next, Some, All or Reset.
func (x *Extractor) Some(n int) []Link {
	x.readAhead(n)
	p := x.queue[x.next:]
	x.next = len(x.queue)
	if len(p) == 0 {
		return nil
	}
	if cap(x.links) < len(p) {
		x.links = make([]Link, len(p))
	}
	x.links = x.links[:len(p)]
	for i := range p {
		x.fill(&x.links[i], &p[i])
	}
	return x.links
}

// Bases reads the rest of the document and appends to dst the value of
// each BASE HREF in it (the links whose Base is EmbedsBase), in order.
// The links it read stay for Next to return, in order, with the others:
// a reader learns the bases a document embeds before it takes its first
// link, and reads the document once.
func (x *Extractor) Bases(dst []string) []string {
	x.readAhead(-1)
	for i := x.next; i < len(x.queue); i++ {
		if p := &x.queue[i]; attributes[p.entry].Base == EmbedsBase {
			dst = append(dst, string(x.valueOf(p)))
		}
	}
	return dst
}

// Pending returns the number of links read and not yet returned.
func (x *Extractor) Pending() int { return len(x.queue) - x.next }

// readAhead reads on until n links are pending (all of them if n < 0)
// or the document ends.
func (x *Extractor) readAhead(n int) {
	if x.next > 0 {
		x.queue = x.queue[:copy(x.queue, x.queue[x.next:])]
		x.next = 0
	}
	x.read(n)
}

// fill makes l the link p, writing only the fields that change from the
// link l held before (most links of a page are of a few kinds).
func (x *Extractor) fill(l *Link, p *pending) {
	e := &attributes[p.entry]
	if l.Attribute != e {
		l.Attribute = e
	}
	if l.Attr != e.Name {
		l.Attr = e.Name
	}
	if el := x.elemName(p.elem); l.Element != el {
		l.Element = el
	}
	l.Base = e.Base
	x.fillValue(l, p)
}

// fillValue makes l the link p where l was a link of the same entry and
// element: it writes what is particular to the link.
func (x *Extractor) fillValue(l *Link, p *pending) {
	l.Offset, l.Len = p.raw.lo, p.raw.hi-p.raw.lo
	if x.utf16.on {
		l.Offset, l.Len = x.utf16.place(p.raw)
	}
	l.Raw = x.doc[p.raw.lo:p.raw.hi]
	l.Value = x.valueOf(p)
	setBytes(&l.HTML5, x.html5Of(p))
	setBytes(&l.Codebase, x.codebaseOf(p))
	l.Unclosed = p.flags&unclosedTag != 0
	l.IEConditional = p.flags&ieConditional != 0
	l.CodebaseDirectory = p.flags&codebaseDirectory != 0 && p.codebase.lo >= 0
}

// setBytes sets *dst to b, writing nothing when both are nil.
func setBytes(dst *[]byte, b []byte) {
	if b != nil || *dst != nil {
		*dst = b
	}
}

func (x *Extractor) valueOf(p *pending) []byte {
	if p.flags&valueInBuf != 0 {
		return x.buf[p.value.lo:p.value.hi]
	}
	return x.doc[p.value.lo:p.value.hi]
}

func (x *Extractor) html5Of(p *pending) []byte {
	if p.html5.lo < 0 {
		return nil
	}
	return x.buf[p.html5.lo:p.html5.hi]
}

func (x *Extractor) codebaseOf(p *pending) []byte {
	switch {
	case p.codebase.lo < 0:
		return nil
	case p.flags&codebaseInBuf != 0:
		return x.buf[p.codebase.lo:p.codebase.hi]
	}
	return x.doc[p.codebase.lo:p.codebase.hi]
}

func (x *Extractor) elemName(i int32) string {
	if i >= 0 {
		return attributes[i].Element
	}
	return x.names[-1-i]
}

// nameIndex returns the elem of a pending link for an element outside
// the table. It looks among the last few names only, which keeps a page
// of many distinct elements linear.
func (x *Extractor) nameIndex(elem []byte) int32 {
	for i := len(x.names) - 1; i >= max(0, len(x.names)-8); i-- {
		if equalFoldString(elem, x.names[i]) {
			return int32(-1 - i)
		}
	}
	x.names = append(x.names, string(lower8(elem)))
	return int32(-len(x.names))
}

// read reads tokens and queues their links until n links are queued (all
// of them if n < 0) or the document ends.
func (x *Extractor) read(n int) {
	if x.done {
		return
	}
	z, off, style, tokens := x.z, x.off, x.style, x.tokens
	for n < 0 || len(x.queue) < n {
		x.src.tok = off
		tt := z.Next()
		tokens++
		lo := off
		if tt == html.ErrorToken {
			x.done = true
			x.leftover(lo)
			break
		}
		off += len(z.Raw())
		inStyle := style
		style = false
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			name := x.tag(lo, off, 0)
			if tt == html.StartTagToken {
				switch {
				case equalFoldString(name, "style"):
					style = true
				case equalFoldString(name, "noframes"), equalFoldString(name, "noscript"),
					equalFoldString(name, "noembed"), equalFoldString(name, "iframe"):
					// The tokenizer reads their content as text, as a
					// browser with frames, scripts, plug-ins enabled does.
					// A browser of the 1990s without them rendered it as
					// markup, links included.
					z.NextIsNotRawText()
				}
			}
		case html.TextToken:
			if inStyle {
				x.css(styleContent, styleContent, lo, off, 0)
			}
		case html.CommentToken:
			if hasPrefixFold(x.doc[lo:off], "<!--[if") {
				x.conditional(lo, off)
			}
		}
		x.src.prev, x.src.prevStart = lo, tt == html.StartTagToken
	}
	x.off, x.style, x.tokens = off, style, tokens
}

// leftover reads what the tokenizer dropped at the end of the document:
// a start tag left open at the end of file, which the HTML Standard
// discards ("eof-in-tag") but the browsers of the 1990s read.
func (x *Extractor) leftover(lo int) {
	doc := x.doc
	if lo+1 < len(doc) && doc[lo] == '<' && isLetter(doc[lo+1]) {
		x.tag(lo, len(doc), unclosedTag)
	}
}

// conditional reads the markup inside an Internet Explorer conditional
// comment, doc[lo:hi] ("<!--[if lt IE 9]> ... <![endif]-->"): a comment
// to the HTML Standard and to every other browser, markup to Internet
// Explorer 5 to 9, which fetched the style sheets and scripts in it
// (MSDN, "About Conditional Comments", 1999-2011), as Heritrix's
// extractor does too. Its links are marked IEConditional. Its start tags
// are read as scanTag reads any; the content of a STYLE element in it is
// style sheet text.
func (x *Extractor) conditional(lo, hi int) {
	doc := x.doc
	open := bytes.Index(doc[lo:hi], []byte("]>"))
	if open < 0 {
		return
	}
	i, end := lo+open+2, hi
	if bytes.HasSuffix(doc[i:end], []byte("-->")) {
		end -= len("-->") // else the comment ran to the end of the file
	}
	if k := bytes.LastIndex(doc[i:end], []byte("<![endif]")); k >= 0 {
		end = i + k
	}
	for i < end {
		j := bytes.IndexByte(doc[i:end], '<')
		if j < 0 {
			break
		}
		i += j
		if i+1 >= end || !isLetter(doc[i+1]) {
			i++
			continue
		}
		tagHi := tagEnd(doc, i, end)
		name := x.tag(i, tagHi, ieConditional)
		i = tagHi
		if equalFoldString(name, "style") {
			k := indexFold(doc[i:end], "</style")
			if k < 0 {
				k = end - i
			}
			x.css(styleContent, styleContent, i, i+k, ieConditional)
			i += k
		}
	}
}

// tagEnd returns the end of the tag starting at doc[lo] ("<"): after its
// ">", read as scanTag reads (a quoted value may hold a ">"), or hi.
func tagEnd(doc []byte, lo, hi int) int {
	var quote byte
	afterEquals := false
	for i := lo + 1; i < hi; i++ {
		c := doc[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '>':
			return i + 1
		case c == '=':
			afterEquals = true
			continue
		case (c == '"' || c == '\'') && afterEquals:
			quote = c
		case isSpace(c) && afterEquals:
			continue
		}
		afterEquals = false
	}
	return hi
}

// styleContent and styleAttribute are the indexes in attributes of the
// STYLE element's content and of the style attribute of every element.
var styleContent = func() int32 {
	for i := range attributes {
		if a := &attributes[i]; a.Element == "style" && a.Name == "" {
			return int32(i)
		}
	}
	panic("document: no STYLE entry in attributes")
}()

var styleAttribute = globalEntry("style")

// xlinkAttribute is the index in attributes of SVG 1.1's xlink:href, on
// every element.
var xlinkAttribute = globalEntry("xlink:href")

func globalEntry(name string) int32 {
	for _, i := range byElement["*"] {
		if attributes[i].Name == name {
			return i
		}
	}
	panic("document: no entry for every element named " + name)
}

var xlinkBit = nameBit([]byte("xlink:href"))

// mayHoldXlink reports whether a tag's attributes may hold xlink:href:
// a colon is rare outside style, which is looked for anyway.
func mayHoldXlink(attrs []byte) bool {
	return bytes.IndexByte(attrs, ':') >= 0 && containsFold(attrs, "xlink:href")
}

// tag queues the links of the start tag doc[lo:hi] and returns its name.
// The flags are unclosedTag for a tag left open at the end of the file,
// ieConditional for one in a conditional comment: then the tokenizer
// has not read the tag, and the HTML Standard's values are read here.
func (x *Extractor) tag(lo, hi int, tagFlags uint8) []byte {
	doc := x.doc
	nameEnd := tagNameEnd(doc, lo+1, hi)
	elem := doc[lo+1 : nameEnd]
	if nameEnd == hi || doc[nameEnd] == '>' {
		return elem // no attribute, no link: the element is not looked up
	}
	el := lookupElement(elem)
	// Most tags of a page are of elements without URIs (P, B, TD, FONT):
	// unless "style" occurs in one, its attributes are not scanned.
	if el == nil && !containsFold(doc[nameEnd:hi], "style") && !mayHoldXlink(doc[nameEnd:hi]) {
		return elem
	}
	var entries []int32
	if el != nil {
		entries = el.attrs
	}
	limit := x.limits.MaxAttributes
	attrs, past := scanAttrs(doc, nameEnd, hi, x.attrs[:0], limit)
	if cap(attrs) > cap(x.attrs) {
		x.attrs = attrs
	}
	if limit >= 0 && len(attrs) == limit && past < hi && doc[past] != '>' {
		if n := countAttrs(doc, past, hi); n > 0 {
			x.limited.Tags++
			x.limited.Attributes += n
		}
	}
	flags := tagFlags
	x.html5 = x.html5[:0]
	// The HTML Standard's values are read from the tokenizer when a URI
	// value holds a character reference, which most do not.
	html5Read := tagFlags != 0
	codebase, codebaseFlags := noSpan, flags
	if el != nil && el.codebase {
		if a, ok := find(doc, attrs, "codebase"); ok {
			var inBuf bool
			if codebase, inBuf = x.decode(a.value); inBuf {
				codebaseFlags |= codebaseInBuf
			}
			if javaApplet(doc, elem, attrs) {
				codebaseFlags |= codebaseDirectory
			}
		}
	}
	// The first attribute of each name counts, as for the tokenizer: seen
	// marks the table entries (and the style attribute, last) already
	// matched, which keeps a tag of many repeated attributes linear.
	var seen [maxEntries + 2]bool
	names := styleBit | xlinkBit
	if el != nil {
		names = el.names
	}
	for i := range attrs {
		a := &attrs[i]
		an := doc[a.name.lo:a.name.hi]
		if names&nameBit(an) == 0 {
			continue // ALT, WIDTH, NAME: no URI
		}
		if equalFoldString(an, "style") {
			if seen[maxEntries] {
				continue
			}
			seen[maxEntries] = true
			if x.tooLong(a) {
				continue
			}
			var el int32
			if len(entries) > 0 {
				el = entries[0]
			} else {
				el = x.nameIndex(elem)
			}
			x.css(styleAttribute, el, a.value.lo, a.value.hi, flags)
			continue
		}
		if equalFoldString(an, "xlink:href") {
			if seen[maxEntries+1] {
				continue
			}
			seen[maxEntries+1] = true
			if x.tooLong(a) {
				continue
			}
			var p pending
			p.entry, p.flags, p.codebase = xlinkAttribute, flags, noSpan
			if len(entries) > 0 {
				p.elem = entries[0]
			} else {
				p.elem = x.nameIndex(elem)
			}
			v := doc[a.value.lo:a.value.hi]
			decoded := needsDecoding(v)
			if decoded && !html5Read && bytes.IndexByte(v, '&') >= 0 {
				x.readHTML5(attrs)
				html5Read = true
			}
			x.pushDecoded(&p, a.value, x.html5At(i), decoded)
			continue
		}
		for j, k := range entries {
			e := &attributes[k]
			if !equalFoldString(an, e.Name) {
				continue
			}
			if seen[j] {
				break
			}
			seen[j] = true
			if x.tooLong(a) {
				break
			}
			// Written field by field (see push).
			var p pending
			p.entry, p.elem, p.flags = k, k, flags
			p.codebase.lo, p.codebase.hi = -1, -1
			if e.Base == CodebaseBase && codebase.lo >= 0 {
				p.codebase, p.flags = codebase, codebaseFlags
			}
			switch e.Value {
			case RefreshValue:
				if he, ok := find(doc, attrs, "http-equiv"); !ok || !equalFoldString(bytes.TrimSpace(doc[he.value.lo:he.value.hi]), "refresh") {
					continue
				}
				if s, ok := refreshURI(doc, a.value.lo, a.value.hi); ok {
					x.push(&p, s, noSpan)
				}
			default:
				switch e.List {
				case OneURI:
					// One scan of the value says whether it needs
					// decoding; only then may it hold an "&".
					v := doc[a.value.lo:a.value.hi]
					decoded := needsDecoding(v)
					if decoded && !html5Read && bytes.IndexByte(v, '&') >= 0 {
						x.readHTML5(attrs)
						html5Read = true
					}
					x.pushDecoded(&p, a.value, x.html5At(i), decoded)
				default:
					x.list(&p, a.value, e.List)
				}
			}
			break
		}
	}
	return elem
}

// tooLong reports whether a's value is longer than the limit, and counts
// it.
func (x *Extractor) tooLong(a *attr) bool {
	if max := x.limits.MaxAttributeBytes; max >= 0 && a.value.hi-a.value.lo > max {
		x.limited.Values++
		return true
	}
	return false
}

// javaApplet reports whether the element named elem, with attrs, is a
// Java applet: an APPLET, or an OBJECT whose CLASSID names a Java class
// (HTML 4.01, Section 13.3, classid="java:program.start"), whose CODEBASE
// the Java runtime took for a directory (see Link.CodebaseDirectory).
func javaApplet(doc, elem []byte, attrs []attr) bool {
	if equalFoldString(elem, "applet") {
		return true
	}
	if !equalFoldString(elem, "object") {
		return false
	}
	a, ok := find(doc, attrs, "classid")
	return ok && hasPrefixFold(bytes.TrimSpace(doc[a.value.lo:a.value.hi]), "java:")
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
func (x *Extractor) list(p *pending, v span, kind ListKind) {
	doc := x.doc
	if kind == Srcset {
		x.srcset(p, v)
		return
	}
	for i := v.lo; i < v.hi; {
		for i < v.hi && (isSpace(doc[i]) || kind == CommaSeparated && doc[i] == ',') {
			i++
		}
		j := i
		for j < v.hi && !isSpace(doc[j]) && !(kind == CommaSeparated && doc[j] == ',') {
			j++
		}
		if j > i {
			x.push(p, span{i, j}, noSpan)
		}
		i = j
	}
}

// srcset queues the URL of each image candidate of a srcset value, as
// the HTML Standard's "parse a srcset attribute" (Section 4.8.4.3.10)
// splits it: white space and commas are skipped, the URL runs to white
// space; a URL ending in commas loses them and has no descriptors;
// otherwise descriptors run to a comma outside parentheses. A character
// reference is decoded in each URL, not before splitting ("&#44;" is not
// taken for a comma): a page with one is rare, and each link keeps its
// own place in the document.
func (x *Extractor) srcset(p *pending, v span) {
	doc := x.doc
	for i := v.lo; i < v.hi; {
		for i < v.hi && (isSpace(doc[i]) || doc[i] == ',') {
			i++
		}
		j := i
		for j < v.hi && !isSpace(doc[j]) {
			j++
		}
		url := span{i, j}
		for url.hi > url.lo && doc[url.hi-1] == ',' {
			url.hi--
		}
		k := j
		if url.hi == j { // descriptors follow, to a comma outside parentheses
			depth := 0
			for ; k < v.hi; k++ {
				if c := doc[k]; c == '(' {
					depth++
				} else if c == ')' && depth > 0 {
					depth--
				} else if c == ',' && depth == 0 {
					k++
					break
				}
			}
		}
		if url.hi > url.lo {
			x.push(p, url, noSpan)
		}
		i = k
	}
}

// css queues the URIs of the style sheet text doc[lo:hi], found by the
// entry attributes[entry] on the element elem (as in pending).
func (x *Extractor) css(entry, elem int32, lo, hi int, flags uint8) {
	start := len(x.spans)
	x.spans = appendCSSURIs(x.doc, lo, hi, x.spans)
	kind := pending{entry: entry, elem: elem, flags: flags, codebase: noSpan}
	for _, s := range x.spans[start:] {
		x.push(&kind, s, noSpan)
	}
	x.spans = x.spans[:start]
}

// push queues a link of kind's kind for the raw value s, with the HTML
// Standard's value h in buf (h.lo < 0 for none).
func (x *Extractor) push(kind *pending, s, h span) {
	x.pushDecoded(kind, s, h, needsDecoding(x.doc[s.lo:s.hi]))
}

// pushDecoded is push for a value whose needsDecoding is known.
func (x *Extractor) pushDecoded(kind *pending, s, h span, decoded bool) {
	// The link is written field by field: a copy of the whole of *kind,
	// just written field by field itself, reads it back wider than it was
	// written, which stalls the processor's store forwarding.
	n := len(x.queue)
	if n < cap(x.queue) {
		x.queue = x.queue[:n+1]
	} else {
		x.queue = append(x.queue, pending{})
	}
	p := &x.queue[n]
	p.entry, p.elem, p.flags = kind.entry, kind.elem, kind.flags
	p.codebase.lo, p.codebase.hi = kind.codebase.lo, kind.codebase.hi
	p.raw, p.html5 = s, noSpan
	raw := x.doc[s.lo:s.hi]
	// One scan of the value serves both readings: most values need no
	// decoding, and then only their ends can make the HTML Standard's
	// reading differ.
	value := raw
	if decoded {
		p.value = x.decodeRaw(raw)
		p.flags |= valueInBuf
		value = x.buf[p.value.lo:p.value.hi]
	} else {
		p.value = s
	}
	e := &attributes[p.entry]
	if h.lo >= 0 {
		if !bytes.Equal(x.buf[h.lo:h.hi], value) {
			p.html5 = h
		}
	} else if p.flags&unclosedTag == 0 && e.Value == URIValue && e.List == OneURI && (decoded || !plainEnds(raw)) {
		if v := html5Trim(raw); !bytes.Equal(v, value) {
			p.html5 = x.appendBuf(v)
		}
	}
}

// decode returns where the value of the raw span s is, as the HTML of the
// 1990s read it: s itself when nothing changes, else a span of x.buf
// (inBuf).
func (x *Extractor) decode(s span) (v span, inBuf bool) {
	if raw := x.doc[s.lo:s.hi]; needsDecoding(raw) {
		return x.decodeRaw(raw), true
	}
	return s, false
}

// decodeRaw decodes raw, which needs decoding, into x.buf and returns its
// span there.
func (x *Extractor) decodeRaw(raw []byte) span {
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
	lo, hi := 0, n
	for lo < hi && (v[lo] == ' ' || v[lo] == '\f') {
		lo++
	}
	for hi > lo && (v[hi-1] == ' ' || v[hi-1] == '\f') {
		hi--
	}
	x.buf = x.buf[:start+hi]
	return span{start + lo, start + hi}
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
	// inside it are "&" and tab, line feed and carriage return: eight
	// bytes at a time are tested for an "&" or a byte below 0x20, and a
	// word that has one is looked at byte by byte. Most values hold none.
	for len(raw) >= 8 {
		w := binary.LittleEndian.Uint64(raw)
		if hasLess(w, 0x20) || hasLess(w^ampersands, 1) {
			if decodedIn(raw[:8]) {
				return true
			}
		}
		raw = raw[8:]
	}
	return decodedIn(raw)
}

const (
	ones       = 0x0101010101010101 // a byte's value times ones is that byte eight times
	highBits   = 0x8080808080808080
	ampersands = '&' * ones
)

// hasLess reports whether a byte of w is below n (n <= 128).
func hasLess(w, n uint64) bool { return (w-n*ones)&^w&highBits != 0 }

func decodedIn(b []byte) bool {
	for _, c := range b {
		if c == '&' || c == '\n' || c == '\r' || c == '\t' {
			return true
		}
	}
	return false
}

// readHTML5 records, for each attribute with a character reference, the
// value as the tokenizer decodes it (the HTML Standard's attribute
// rules). It reads the tokenizer's attributes of the current token: it is
// called once per start tag, before the tokenizer reads on.
func (x *Extractor) readHTML5(attrs []attr) {
	need := false
	for _, a := range attrs {
		x.html5 = append(x.html5, span{-1, -1})
		if bytes.IndexByte(x.doc[a.value.lo:a.value.hi], '&') >= 0 {
			need = true
		}
	}
	if !need {
		return
	}
	j := 0
	for more := true; more && j < len(attrs); {
		var k, v []byte
		k, v, more = x.z.TagAttr()
		for j < len(attrs) && !equalFold(x.doc[attrs[j].name.lo:attrs[j].name.hi], k) {
			j++
		}
		if j == len(attrs) {
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

// appendBuf copies v into x.buf and returns its span there.
func (x *Extractor) appendBuf(v []byte) span {
	start := len(x.buf)
	x.buf = append(x.buf, v...)
	return span{start, len(x.buf)}
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
	if !bytes.ContainsAny(v, "\t\n\r") {
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
func MayHoldBase(doc []byte) bool { return containsFold(doc, "<base") }

// indexFold returns the index of s (lower case) in b, ignoring ASCII
// case, or -1; for the rare conditional comment.
func indexFold(b []byte, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		if equalFoldString(b[i:i+len(s)], s) {
			return i
		}
	}
	return -1
}
